import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ListTable
      label={t`Sent emails`}
      nameTable={false}
      columns={[t`To`, t`Subject`, t`Sent`, { hidden: t`Actions` }]}
    >
      {emails.map((email) => {
        const subject = subjectOf(email);
        const { to } = email;
        return (
          <Tr key={email.id}>
            <Td>{email.to}</Td>
            <Wide>{subjectOf(email)}</Wide>
            <DateTimeCell value={email.created_at} />
            <OpenCell
              text={t`View`}
              label={t`View email: ${subject} to ${to}`}
              onOpen={() => onView(email)}
            />
          </Tr>
        );
      })}
    </ListTable>
  );
}

/** /admin/email-outbox: the emails the sandbox email transport kept instead of sending, newest first. */
export default function EmailOutboxPage() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const emails = useOutboxEmailsQuery(page);
  const [open, setOpen] = useState<OutboxEmail | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title={t`Email Outbox`}
        subtitle={t`Every email the platform has sent, newest first`}
        actions={
          <ButtonLink to={ADMIN_CONTACTS_PATH} variant="secondary">
            <Trans>Contact Messages</Trans>
          </ButtonLink>
        }
      />
      <Note role="note">
        <p>
          <strong>
            <Trans>Sandbox email: messages are stored here instead of being sent</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            When an SMTP server is configured, emails are delivered for real and no longer appear
            here.
          </Trans>
        </p>
      </Note>
      <CountedPagedList
        query={emails}
        failedText={t`Failed to load the email outbox`}
        onPageChange={setPage}
        loadingText={t`Loading emails...`}
        empty={{
          title: t`No emails sent yet`,
          description: t`Password resets, welcome emails and notifications will appear here as they are sent.`,
        }}
        noun={t`emails`}
        pagesLabel={t`Email outbox pages`}
      >
        {(emails) => <Rows emails={emails} onView={setOpen} />}
      </CountedPagedList>
      <EmailViewer email={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
