import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { OutboxEmail } from '@voice/contracts';
import { DescriptionList, Modal } from '@voice/ui';
import { i18n } from '@voice/ui/core';
import { emailLinks } from './email-links';
import { formatDateTime } from './format';

const Details = styled(DescriptionList)`
  margin-bottom: 1.25rem;
`;

const Section = styled.section`
  margin-top: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 26rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #ffffff;
`;

const Links = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.35rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.pre`
  margin: 0;
  padding: 0.85rem 1rem;
  max-height: 20rem;
  overflow: auto;
  font:
    0.875rem/1.5 ui-monospace,
    SFMono-Regular,
    Menlo,
    Consolas,
    monospace;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export function subjectOf(email: Pick<OutboxEmail, 'subject'>): string {
  return email.subject.trim() || i18n._(msg`(no subject)`);
}

/**
 * One outbox email: the HTML version in a fully sandboxed frame (no scripts, no forms, no navigation of
 * this page), every link of the email as a plain link below it, and the text version.
 */
export function EmailViewer({
  email,
  onClose,
}: {
  email: OutboxEmail | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const links = useMemo(() => (email ? emailLinks(email.html, email.text) : []), [email]);
  if (!email) return null;
  const subject = subjectOf(email);
  return (
    <Modal open title={subject} onClose={onClose} size="lg">
      <Details>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{email.to}</dd>
        <dt>
          <Trans>Sent</Trans>
        </dt>
        <dd>
          <time dateTime={email.created_at}>{formatDateTime(email.created_at)}</time>
        </dd>
      </Details>
      <Section aria-labelledby="email-html-heading">
        <h3 id="email-html-heading">
          <Trans>HTML version</Trans>
        </h3>
        {email.html ? (
          <Frame
            title={t`HTML version of ${subject}`}
            sandbox=""
            srcDoc={email.html}
            referrerPolicy="no-referrer"
          />
        ) : (
          <Muted>
            <Trans>This email has no HTML version.</Trans>
          </Muted>
        )}
      </Section>
      <Section aria-labelledby="email-links-heading">
        <h3 id="email-links-heading">
          <Trans>Links in this email</Trans>
        </h3>
        {links.length > 0 ? (
          <Links>
            {links.map((url) => (
              <li key={url}>
                <a href={url}>{url}</a>
              </li>
            ))}
          </Links>
        ) : (
          <Muted>
            <Trans>This email has no links.</Trans>
          </Muted>
        )}
      </Section>
      <Section aria-labelledby="email-text-heading">
        <h3 id="email-text-heading">
          <Trans>Text version</Trans>
        </h3>
        {email.text ? (
          // Focusable, so that keyboard users can scroll a long text (axe: scrollable-region-focusable).
          <Text tabIndex={0}>{email.text}</Text>
        ) : (
          <Muted>
            <Trans>This email has no text version.</Trans>
          </Muted>
        )}
      </Section>
    </Modal>
  );
}
