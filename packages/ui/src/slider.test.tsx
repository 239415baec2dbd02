import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider, snapToStep, stepValue } from './slider';
import { renderWithTheme } from './test-utils';

function Speed({ initial = 1, numberInput = false }: { initial?: number; numberInput?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Slider
        id="field-voice-speed"
        name="voice.speed"
        label="Speed"
        min={0.25}
        max={4}
        step={0.1}
        value={value}
        onChange={setValue}
        numberInput={numberInput}
        hint="0.25 to 4"
      />
      <p data-testid="value">{value}</p>
    </>
  );
}

describe('snapToStep and stepValue', () => {
  it('round to a step grid starting at 0 and stay within the limits', () => {
    expect(snapToStep(1.04, 0.25, 4, 0.1)).toBe(1);
    expect(snapToStep(0.1, 0.25, 4, 0.1)).toBe(0.25);
    expect(snapToStep(9, 0.25, 4, 0.1)).toBe(4);
    expect(snapToStep(0.30000000000000004, 0, 1, 0.1)).toBe(0.3);
    expect(stepValue(0.25, 1, 0.25, 4, 0.1)).toBe(0.3);
    expect(stepValue(0.3, -1, 0.25, 4, 0.1)).toBe(0.25);
    expect(stepValue(1, 1, 0.25, 4, 0.1)).toBe(1.1);
    expect(stepValue(4, 1, 0.25, 4, 0.1)).toBe(4);
  });
});

describe('Slider', () => {
  it('is a labelled range with its limits, its value shown and announced', () => {
    renderWithTheme(<Speed />);
    const range = screen.getByRole('slider', { name: 'Speed' });
    expect(range).toHaveAttribute('type', 'range');
    expect(range).toHaveAttribute('name', 'voice.speed');
    expect(range).toHaveAttribute('min', '0.25');
    expect(range).toHaveAttribute('max', '4');
    expect(range).toHaveAttribute('aria-valuetext', '1.00');
    expect(range).toHaveAccessibleDescription('0.25 to 4');
    expect(screen.getByText('1.00', { selector: 'output' })).toBeInTheDocument();
  });

  it('moves by one step with the arrows, ten with Page keys, and to the limits with Home and End', async () => {
    renderWithTheme(<Speed />);
    const range = screen.getByRole('slider', { name: 'Speed' });
    range.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('1.1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('value')).toHaveTextContent('0.9');
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByTestId('value')).toHaveTextContent('1.9');
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(screen.getByTestId('value')).toHaveTextContent('0.25');
    expect(range).toHaveAttribute('aria-valuetext', '0.25');
  });

  it('snaps dragged values to the step', () => {
    renderWithTheme(<Speed />);
    fireEvent.change(screen.getByRole('slider', { name: 'Speed' }), { target: { value: '2.337' } });
    expect(screen.getByTestId('value')).toHaveTextContent('2.3');
  });

  it('has a number twin that passes values within the limits and clamps on blur', async () => {
    renderWithTheme(<Speed numberInput />);
    const exact = screen.getByRole('spinbutton', { name: 'Speed (exact value)' });
    await userEvent.clear(exact);
    await userEvent.type(exact, '2.5');
    expect(screen.getByTestId('value')).toHaveTextContent('2.5');
    await userEvent.clear(exact);
    await userEvent.type(exact, '9');
    expect(screen.getByTestId('value')).toHaveTextContent('2.5');
    await userEvent.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(exact).toHaveValue(4);
    await userEvent.clear(exact);
    await userEvent.type(exact, 'abc');
    await userEvent.tab();
    expect(exact).toHaveValue(4);
  });

  it('shows its error and marks the range invalid', () => {
    renderWithTheme(
      <Slider
        id="field-x"
        label="Confidence"
        min={0}
        max={1}
        step={0.1}
        value={0.4}
        onChange={() => undefined}
        error="Confidence threshold must be between 0 and 1"
      />,
    );
    const range = screen.getByRole('slider', { name: 'Confidence' });
    expect(range).toHaveAttribute('aria-invalid', 'true');
    expect(range).toHaveAttribute('step', '0.1');
    expect(range).toHaveAccessibleDescription('Confidence threshold must be between 0 and 1');
  });
});
