import { useState } from 'react';
import styled from 'styled-components';
import type { OutboxEmail } from '@voice/contracts';
import {
  ButtonLink,
  CountedPagedList,
  ListTable,
  PageContainer,
  PageHeader,
  Td,
  TONE_TINTS,
  toneColor,
  Tr,
} from '@voice/ui';
import { EmailViewer, subjectOf } from './email-viewer';
import { usePageParam } from './use-page-param';
import { useOutboxEmailsQuery } from './api/get-outbox-emails';
import { ADMIN_CONTACTS_PATH } from '@voice/contracts/paths';
import { DateTimeCell, OpenCell } from './inbox-cells';

const Note = styled.div`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => toneColor(theme, 'info')};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${TONE_TINTS.info};
  color: ${({ theme }) => toneColor(theme, 'info')};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.25rem;
    font-size: 0.9375rem;
  }
`;

const Wide = styled(Td)`
  min-width: 14rem;
  overflow-wrap: anywhere;
`;

function Rows({ emails, onView }: { emails: OutboxEmail[]; onView: (email: OutboxEmail) => void }) {
  return (
    <ListTable
      label="Sent emails"
      nameTable={false}
      columns={['To', 'Subject', 'Sent', { hidden: 'Actions' }]}
    >
      {emails.map((email) => (
        <Tr key={email.id}>
          <Td>{email.to}</Td>
          <Wide>{subjectOf(email)}</Wide>
          <DateTimeCell value={email.created_at} />
          <OpenCell
            text="View"
            label={`View email: ${subjectOf(email)} to ${email.to}`}
            onOpen={() => onView(email)}
          />
        </Tr>
      ))}
    </ListTable>
  );
}

/** /admin/email-outbox: the emails the sandbox email transport kept instead of sending, newest first. */
export default function EmailOutboxPage() {
  const [page, setPage] = usePageParam();
  const emails = useOutboxEmailsQuery(page);
  const [open, setOpen] = useState<OutboxEmail | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title="Email Outbox"
        subtitle="Every email the platform has sent, newest first"
        actions={
          <ButtonLink to={ADMIN_CONTACTS_PATH} variant="secondary">
            Contact Messages
          </ButtonLink>
        }
      />
      <Note role="note">
        <p>
          <strong>Sandbox email: messages are stored here instead of being sent</strong>
        </p>
        <p>
          When an SMTP server is configured, emails are delivered for real and no longer appear
          here.
        </p>
      </Note>
      <CountedPagedList
        query={emails}
        failedText="Failed to load the email outbox"
        onPageChange={setPage}
        loadingText="Loading emails..."
        empty={{
          title: 'No emails sent yet',
          description:
            'Password resets, welcome emails and notifications will appear here as they are sent.',
        }}
        noun="emails"
        pagesLabel="Email outbox pages"
      >
        {(emails) => <Rows emails={emails} onView={setOpen} />}
      </CountedPagedList>
      <EmailViewer email={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
