import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TONE_TINTS } from './badge';
import { Button } from './button';
import { Modal } from './modal';
import { TextInput } from './text-input';

const Warning = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.85rem;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${TONE_TINTS.warning};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const ValueRow = styled.div`
  display: flex;
  gap: 0.5rem;
  margin: 0.35rem 0;
  input {
    flex: 1;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

const Note = styled.p`
  margin: 0 0 1rem;
  min-height: 1.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** How the value is used: a paragraph whose code samples wrap anywhere. */
export const HowToUse = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  code {
    overflow-wrap: anywhere;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875em;
  }
`;

type CopyState = 'idle' | 'copied' | 'failed';

export interface ShownOnce {
  /** The value shown this once (an API key, a signing secret). */
  value: string;
  /** The label of the field holding it: which key or endpoint it is. */
  label: ReactNode;
}

/**
 * A credential just made (an API key, a webhook signing secret): shown this once with a copy button, a warning that
 * it will not be shown again, and how it is used. Closed only by its button, so that a stray click does not lose it.
 */
export function ShownOnceDialog({
  shown,
  title,
  warning,
  noun,
  doneText,
  children,
  onClose,
}: {
  shown: ShownOnce | null;
  title: string;
  warning: string;
  /** What the value is called in the copy notes: 'key', 'secret'. */
  noun: string;
  doneText: string;
  /** How the value is used (below the field). */
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const onCopy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.value);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for a manual copy.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      setCopy('failed');
    }
  };
  return (
    <Modal
      open={shown !== null}
      title={title}
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={<Button onClick={close}>{doneText}</Button>}
    >
      {shown ? (
        <>
          <Warning>{warning}</Warning>
          <Label htmlFor={inputId}>{shown.label}</Label>
          <ValueRow>
            <TextInput
              id={inputId}
              readOnly
              value={shown.value}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void onCopy()} data-autofocus>
              {copy === 'copied' ? t`Copied` : t`Copy`}
            </Button>
          </ValueRow>
          <Note role="status">
            {copy === 'copied' ? t`The ${noun} is on your clipboard.` : null}
            {copy === 'failed'
              ? t`Copying is not available here: the ${noun} is selected, copy it with your keyboard.`
              : null}
          </Note>
          {children}
        </>
      ) : null}
    </Modal>
  );
}
