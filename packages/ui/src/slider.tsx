import { useLingui } from '@lingui/react/macro';
import {
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { fieldErrorId, fieldHintId } from './form-field';
import { inputStyles } from './input-styles';

export interface SliderProps {
  /** Id of the range input; the label, value, hint and error ids derive from it. */
  id: string;
  name?: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Also shows a number input (id `${id}-number`) to type an exact value. */
  numberInput?: boolean;
  /** The shown and announced value (default: the number with the step's decimals). */
  formatValue?: (value: number) => string;
  hint?: ReactNode;
  error?: string | null | false;
  disabled?: boolean;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  label {
    font-weight: 600;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
  }
  output {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Range = styled.input`
  flex: 1;
  min-width: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 3px;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Exact = styled.input`
  ${inputStyles}
  width: 6rem;
  flex: none;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ $error }) => ($error ? '0.875rem' : '0.8125rem')};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

const EPSILON = 1e-9;

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The value rounded to the step (a grid starting at 0) and kept within min and max. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  const decimals = Math.max(decimalsOf(step), decimalsOf(min), decimalsOf(max));
  const snapped = Math.round(value / step) * step;
  const clamped = Math.min(max, Math.max(min, snapped));
  return Number(clamped.toFixed(decimals));
}

/** The next value one step up (+1) or down (-1) from `value`, on the step grid, within min and max. */
export function stepValue(
  value: number,
  direction: 1 | -1,
  min: number,
  max: number,
  step: number,
): number {
  const decimals = Math.max(decimalsOf(step), decimalsOf(min), decimalsOf(max));
  const units = value / step;
  const next =
    direction === 1
      ? (Math.floor(units + EPSILON) + 1) * step
      : (Math.ceil(units - EPSILON) - 1) * step;
  return Number(Math.min(max, Math.max(min, next)).toFixed(decimals));
}

/**
 * A labelled native range input with its value shown and announced (aria-valuetext), and an optional number
 * input twin. Values follow a step grid that starts at 0, so a range like 0.25–4 in steps of 0.1 keeps 1 as 1
 * (a native step grid starts at min); the keys are handled here for the same reason: arrows one step,
 * Page Up/Down ten steps, Home/End the limits.
 */
export function Slider({
  id,
  name,
  label,
  min,
  max,
  step,
  value,
  onChange,
  onBlur,
  numberInput = false,
  formatValue,
  hint,
  error,
  disabled = false,
}: SliderProps) {
  const { t } = useLingui();
  const current = Number.isFinite(value) ? value : min;
  const decimals = Math.max(decimalsOf(step), decimalsOf(min));
  const shown = formatValue ? formatValue(current) : current.toFixed(decimals);
  const gridStartsAtMin = Math.abs(min / step - Math.round(min / step)) < EPSILON;
  const describedBy =
    [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(' ') ||
    undefined;

  const onRange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    if (Number.isFinite(next)) onChange(snapToStep(next, min, max, step));
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = stepValue(current, 1, min, max, step);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = stepValue(current, -1, min, max, step);
        break;
      case 'PageUp':
        next = snapToStep(current + step * 10, min, max, step);
        break;
      case 'PageDown':
        next = snapToStep(current - step * 10, min, max, step);
        break;
      case 'Home':
        next = min;
        break;
      case 'End':
        next = max;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next !== current) onChange(next);
  };

  return (
    <Wrap>
      <Head>
        <label htmlFor={id}>{label}</label>
        {/* The range announces the same value (aria-valuetext): the output is for the eyes only. */}
        <output htmlFor={id} id={`${id}-value`} aria-hidden="true">
          {shown}
        </output>
      </Head>
      <Row>
        <Range
          type="range"
          id={id}
          name={name}
          min={min}
          max={max}
          step={gridStartsAtMin ? step : 'any'}
          value={current}
          aria-valuetext={shown}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={onRange}
          onKeyDown={onKey}
          onBlur={onBlur}
        />
        {numberInput ? (
          <ExactValue
            id={`${id}-number`}
            label={t`${label} (exact value)`}
            min={min}
            max={max}
            step={step}
            value={current}
            gridStartsAtMin={gridStartsAtMin}
            invalid={Boolean(error)}
            disabled={disabled}
            onChange={onChange}
          />
        ) : null}
      </Row>
      {hint ? <Note id={fieldHintId(id)}>{hint}</Note> : null}
      {error ? (
        <Note id={fieldErrorId(id)} role="alert" $error>
          {error}
        </Note>
      ) : null}
    </Wrap>
  );
}

interface ExactValueProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  gridStartsAtMin: boolean;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: number) => void;
}

/** The number twin: what is typed is kept as text; a value within the limits is passed on at once, and on
 * blur or Enter the value is snapped to the step and limits (or the text restored when it is not a number). */
function ExactValue({
  id,
  label,
  min,
  max,
  step,
  value,
  gridStartsAtMin,
  invalid,
  disabled,
  onChange,
}: ExactValueProps) {
  // The typed text while the input has focus; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);

  const commit = () => {
    const typed = Number(text);
    if (text.trim() === '' || !Number.isFinite(typed)) {
      setDraft(String(value));
      return;
    }
    const next = snapToStep(typed, min, max, step);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <Exact
      type="number"
      id={id}
      aria-label={label}
      inputMode="decimal"
      min={min}
      max={max}
      step={gridStartsAtMin ? step : 'any'}
      value={text}
      aria-invalid={invalid}
      disabled={disabled}
      onFocus={() => setDraft(String(value))}
      onChange={(event) => {
        setDraft(event.target.value);
        const typed = Number(event.target.value);
        if (event.target.value.trim() !== '' && typed >= min && typed <= max) onChange(typed);
      }}
      onBlur={() => {
        commit();
        setDraft(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
