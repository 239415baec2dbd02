import { useId, useState } from 'react';
import styled from 'styled-components';
import type { WebhookEndpointSecret } from '@voice/contracts';
import { Button, Modal, TONE_TINTS, TextInput } from '@voice/ui';

export const SECRET_ONCE_WARNING = "Copy it now: you won't be able to see it again.";

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

const SecretRow = styled.div`
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

export interface ShownSecret extends WebhookEndpointSecret {
  /** The endpoint's URL, so the dialog says which endpoint the secret signs for. */
  url: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * An endpoint's signing secret, just created or rolled: shown this once with a copy button and how a receiver
 * checks a delivery with it. Closed only by its buttons, so that a stray click does not lose it.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
}) {
  const inputId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const onCopy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
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
      title="Your signing secret"
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={<Button onClick={close}>Done</Button>}
    >
      {shown ? (
        <>
          <Warning>{SECRET_ONCE_WARNING}</Warning>
          <Label htmlFor={inputId}>Signing secret for {shown.url}</Label>
          <SecretRow>
            <TextInput
              id={inputId}
              readOnly
              value={shown.secret}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void onCopy()} data-autofocus>
              {copy === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </SecretRow>
          <Note role="status">
            {copy === 'copied' ? 'The secret is on your clipboard.' : null}
            {copy === 'failed'
              ? 'Copying is not available here: the secret is selected, copy it with your keyboard.'
              : null}
          </Note>
          <How>
            Every delivery carries <code>{shown.timestamp_header}</code> (Unix seconds) and{' '}
            <code>{shown.signature_header}</code>: <code>sha256=</code> and the hex HMAC-SHA256 of{' '}
            <code>{'{timestamp}.{raw body}'}</code> with this secret. Compare it with a timing-safe
            comparison and reject timestamps older than 5 minutes.
          </How>
        </>
      ) : null}
    </Modal>
  );
}
