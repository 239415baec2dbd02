import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CreatedApiKey } from '@voice/contracts';
import { Button, Modal, TONE_TINTS, TextInput } from '@voice/ui';

export const KEY_ONCE_WARNING =
  'Copy this key now and keep it somewhere safe: you will not see it again.';

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

const KeyRow = styled.div`
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

const How = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  code {
    overflow-wrap: anywhere;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875em;
  }
`;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A key just created: its value shown this once with a copy button and how a request sends it. Closed only by its
 * button, so that a stray click does not lose it.
 */
export function KeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const inputId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const onCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.plain_key);
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
      open={created !== null}
      title="Your new API key"
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={<Button onClick={close}>I have copied it</Button>}
    >
      {created ? (
        <>
          <Warning>{KEY_ONCE_WARNING}</Warning>
          <Label htmlFor={inputId}>API key “{created.key.name}”</Label>
          <KeyRow>
            <TextInput
              id={inputId}
              readOnly
              value={created.plain_key}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void onCopy()} data-autofocus>
              {copy === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </KeyRow>
          <Note role="status">
            {copy === 'copied' ? 'The key is on your clipboard.' : null}
            {copy === 'failed'
              ? 'Copying is not available here: the key is selected, copy it with your keyboard.'
              : null}
          </Note>
          <How>
            Send it with every request as{' '}
            <code>Authorization: Bearer {created.plain_key.slice(0, 8)}…</code> to the API under{' '}
            <code>/api/v1/</code>. Treat it like a password: whoever holds it acts as you within its
            scopes.
          </How>
        </>
      ) : null}
    </Modal>
  );
}
