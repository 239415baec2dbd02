import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ContactMessage } from '@voice/contracts';
import {
  buttonStyles,
  DescriptionList,
  Modal,
  useBranding,
  type ButtonSize,
  type ButtonVariant,
} from '@voice/ui';
import { formatDateTime, replyMailto } from './format';

const Details = styled(DescriptionList)`
  margin-bottom: 1.25rem;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Heading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;

const Body = styled.p`
  margin: 0;
  padding: 0.85rem 1rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const ButtonAnchor = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

export function fullName(contact: Pick<ContactMessage, 'first_name' | 'last_name'>): string {
  return `${contact.first_name} ${contact.last_name}`.trim();
}

/** The whole contact message, its sender's details and a 'Reply by email' mailto link. */
export function ContactMessageDialog({
  contact,
  onClose,
}: {
  contact: ContactMessage | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { appName } = useBranding();
  if (!contact) return null;
  const reply = replyMailto({
    email: contact.email,
    firstName: contact.first_name,
    appName,
    message: contact.message,
  });
  const name = fullName(contact);
  return (
    <Modal
      open
      title={t`Message from ${name}`}
      onClose={onClose}
      size="lg"
      footer={
        <ButtonAnchor href={reply} $variant="primary" $size="md">
          <Trans>Reply by email</Trans>
        </ButtonAnchor>
      }
    >
      <Details>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{contact.phone || '—'}</dd>
        <dt>
          <Trans>Received</Trans>
        </dt>
        <dd>
          <time dateTime={contact.created_at}>{formatDateTime(contact.created_at)}</time>
        </dd>
      </Details>
      <Heading>
        <Trans>Message</Trans>
      </Heading>
      <Body>{contact.message}</Body>
    </Modal>
  );
}
