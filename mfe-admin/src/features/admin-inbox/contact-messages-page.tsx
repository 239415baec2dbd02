import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ContactMessage } from '@voice/contracts';
import {
  ButtonLink,
  CountedPagedList,
  ListTable,
  PageContainer,
  PageHeader,
  Td,
  Tr,
} from '@voice/ui';
import { ContactMessageDialog, fullName } from './contact-message-dialog';
import { excerpt } from './format';
import { usePageParam } from './use-page-param';
import { useContactMessagesQuery } from './api/get-contact-messages';
import { ADMIN_EMAIL_OUTBOX_PATH } from '@voice/contracts/paths';
import { DateTimeCell, OpenCell, NoWrap } from './inbox-cells';

const EmailLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  overflow-wrap: anywhere;
`;

const Excerpt = styled(Td)`
  min-width: 16rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function Rows({
  contacts,
  onRead,
}: {
  contacts: ContactMessage[];
  onRead: (contact: ContactMessage) => void;
}) {
  const { t } = useLingui();
  return (
    <ListTable
      label={t`Contact messages`}
      nameTable={false}
      columns={[t`Name`, t`Email`, t`Phone`, t`Message`, t`Received`, { hidden: t`Actions` }]}
    >
      {contacts.map((contact) => {
        const name = fullName(contact);
        return (
          <Tr key={contact.id}>
            <NoWrap>{fullName(contact)}</NoWrap>
            <Td>
              <EmailLink href={`mailto:${contact.email}`}>{contact.email}</EmailLink>
            </Td>
            <NoWrap>{contact.phone || '—'}</NoWrap>
            <Excerpt>{excerpt(contact.message)}</Excerpt>
            <DateTimeCell value={contact.created_at} />
            <OpenCell
              text={t`Read`}
              label={t`Read message from ${name}`}
              onOpen={() => onRead(contact)}
            />
          </Tr>
        );
      })}
    </ListTable>
  );
}

/** /admin/contacts: the messages sent through the landing page's contact form, newest first. */
export default function ContactMessagesPage() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const contacts = useContactMessagesQuery(page);
  const [open, setOpen] = useState<ContactMessage | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title={t`Contact Messages`}
        subtitle={t`Messages sent through the contact form of the website, newest first`}
        actions={
          <ButtonLink to={ADMIN_EMAIL_OUTBOX_PATH} variant="secondary">
            <Trans>Email Outbox</Trans>
          </ButtonLink>
        }
      />
      <CountedPagedList
        query={contacts}
        failedText={t`Failed to load contact messages`}
        onPageChange={setPage}
        loadingText={t`Loading contact messages...`}
        empty={{
          title: t`No contact messages yet`,
          description: t`Messages sent through the contact form of the website will appear here.`,
        }}
        noun={t`messages`}
        pagesLabel={t`Contact message pages`}
      >
        {(contacts) => <Rows contacts={contacts} onRead={setOpen} />}
      </CountedPagedList>
      <ContactMessageDialog contact={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
