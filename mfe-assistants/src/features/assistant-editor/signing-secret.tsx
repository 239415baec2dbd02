import { useId, useState } from 'react';
import styled from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorStatus, serverMessage } from '@voice/api-client';
import { Button, ConfirmDialog, useToast } from '@voice/ui';
import { ShownOnceDialog } from '@voice/ui/widgets';
import { useRotateWebhookSecret, type SigningSecret } from './api/rotate-webhook-secret';

/** Deliveries older than this are replays (the server signs each attempt with its own time). */
export const SIGNATURE_MAX_AGE_SECONDS = 300;

const Block = styled.div`
  margin-top: 0.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.75rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Steps = styled.ul`
  margin: 0 0 0.75rem;
  padding-left: 1.25rem;
  font-size: 0.9375rem;
  li {
    margin-bottom: 0.35rem;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875em;
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: 0.85rem 1rem;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius};
  background: #111827;
  color: #f9fafb;
  font-size: 0.8125rem;
  line-height: 1.5;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

/** The Node.js check of a delivery, with the reply's header names (lower case: Node's request headers are). */
/* eslint-disable lingui/no-unlocalized-strings -- code, the same in every language */
export function verificationSnippet(signatureHeader: string, timestampHeader: string): string {
  const signature = signatureHeader.toLowerCase();
  const timestamp = timestampHeader.toLowerCase();
  return `const { createHmac, timingSafeEqual } = require('node:crypto');

// secret: this assistant's signing secret (keep it out of your code, e.g. in an environment variable).
// rawBody: the request body exactly as received (a string or Buffer), before any JSON parsing.
function isValidDelivery(headers, rawBody, secret) {
  const timestamp = String(headers['${timestamp}'] ?? '');
  const signature = String(headers['${signature}'] ?? '');
  // Reject timestamps older than 5 minutes (or in the future): a replayed delivery.
  const age = Math.floor(Date.now() / 1000) - Number(timestamp);
  if (!/^\\d+$/.test(timestamp) || age > ${SIGNATURE_MAX_AGE_SECONDS} || age < -${SIGNATURE_MAX_AGE_SECONDS}) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const received = Buffer.from(signature.replace(/^sha256=/, ''), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  // A timing-safe comparison: how long it takes says nothing about the secret.
  return received.length === wanted.length && timingSafeEqual(received, wanted);
}`;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The server's message; else a retry hint for a reply without one, or what went wrong without a reply. */
function failureText(error: unknown, i18n: I18n): string {
  const message = serverMessage(error);
  if (message) return message;
  if (errorStatus(error) !== undefined) {
    return i18n._(msg`Failed to create a signing secret. Please try again.`);
  }
  if (error instanceof Error && error.message) {
    const detail = error.message;
    return i18n._(msg`Failed to create a signing secret: ${detail}`);
  }
  return i18n._(msg`Failed to create a signing secret`);
}

function SecretDialog({ shown, onClose }: { shown: SigningSecret | null; onClose: () => void }) {
  const { t } = useLingui();
  const timestampHeader = shown?.timestampHeader;
  const signatureHeader = shown?.signatureHeader;
  // The signed text's shape, a technical token.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const signedText = '{timestamp}.{raw body}';
  return (
    <ShownOnceDialog
      shown={shown ? { value: shown.secret, label: t`Signing secret` } : null}
      title={t`Your new signing secret`}
      warning={t`Copy it now: you won't be able to see it again.`}
      noun={t`secret`}
      doneText={t`Done`}
      onClose={onClose}
    >
      {shown ? (
        <>
          <h3>
            <Trans>How to verify a delivery</Trans>
          </h3>
          <Steps>
            <li>
              <Trans>
                Every report sent to your webhook URL carries <code>{timestampHeader}</code> (Unix
                seconds) and <code>{signatureHeader}</code>: <code>sha256=</code> followed by the
                hex HMAC-SHA256 of <code>{signedText}</code> with this secret.
              </Trans>
            </li>
            <li>
              <Trans>
                Compute it over the raw body, before parsing the JSON, and compare the two with a
                timing-safe comparison.
              </Trans>
            </li>
            <li>
              <Trans>Reject timestamps older than 5 minutes: they are replays.</Trans>
            </li>
          </Steps>
          <Code tabIndex={0} role="region" aria-label={t`Node.js example`}>
            <code>{verificationSnippet(shown.signatureHeader, shown.timestampHeader)}</code>
          </Code>
        </>
      ) : null}
    </ShownOnceDialog>
  );
}

/**
 * The assistant's signing secret, with which the receiver of its forwarded webhooks checks that they came from us: a
 * new one is created (and the old one revoked) after a confirmation, then shown once in a dialog with how to verify a
 * delivery. A new assistant has none yet.
 */
export function SigningSecretControl({ assistantId }: { assistantId: string | null }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const rotate = useRotateWebhookSecret();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<SigningSecret | null>(null);

  const create = () => {
    if (assistantId === null || rotate.isPending) return;
    rotate.mutate(assistantId, {
      onSuccess: (secret) => {
        setConfirming(false);
        setShown(secret);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(failureText(error, i18n));
      },
    });
  };

  return (
    <Block role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Signing secret</Trans>
      </h3>
      {assistantId === null ? (
        <p>
          <Trans>Save the assistant to create a signing secret.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Reports forwarded to your webhook URL are signed with this assistant&apos;s secret, so
              that your server can check they come from us.
            </Trans>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(true)}
            busy={rotate.isPending}
          >
            {rotate.isPending ? t`Creating signing secret...` : t`Create new signing secret`}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t`Create a new signing secret?`}
            message={t`The current signing secret, if there is one, stops working at once: every delivery is signed with the new one from now on. Update your server with the new secret.`}
            confirmLabel={t`Create new secret`}
            busy={rotate.isPending}
            onConfirm={create}
            onCancel={() => setConfirming(false)}
          />
          <SecretDialog
            shown={shown}
            onClose={() => {
              setShown(null);
              // The mutation's result holds the secret too: forget it with the dialog.
              rotate.reset();
            }}
          />
        </>
      )}
    </Block>
  );
}
