import { useState } from 'react';
import styled from 'styled-components';
import type { ContactMessage } from '@voice/contracts';
import {
  Button,
  ButtonLink,
  PageContainer,
  PageHeader,
  Table,
  Td,
  Th,
  Tr,
  VisuallyHidden,
} from '@voice/ui';
import { ContactMessageDialog, fullName } from './contact-message-dialog';
import { excerpt, formatDateTime } from './format';
import { InboxList } from './inbox-list';
import { usePageParam } from './use-page-param';
import { useContactMessagesQuery } from './api/get-contact-messages';

const EmailLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  overflow-wrap: anywhere;
`;

const Excerpt = styled(Td)`
  min-width: 16rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const NoWrap = styled(Td)`
  white-space: nowrap;
`;

function Rows({
  contacts,
  onRead,
}: {
  contacts: ContactMessage[];
  onRead: (contact: ContactMessage) => void;
}) {
  return (
    <Table label="Contact messages">
      <thead>
        <tr>
          <Th scope="col">Name</Th>
          <Th scope="col">Email</Th>
          <Th scope="col">Phone</Th>
          <Th scope="col">Message</Th>
          <Th scope="col">Received</Th>
          <Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Th>
        </tr>
      </thead>
      <tbody>
        {contacts.map((contact) => (
          <Tr key={contact.id}>
            <NoWrap>{fullName(contact)}</NoWrap>
            <Td>
              <EmailLink href={`mailto:${contact.email}`}>{contact.email}</EmailLink>
            </Td>
            <NoWrap>{contact.phone || '—'}</NoWrap>
            <Excerpt>{excerpt(contact.message)}</Excerpt>
            <NoWrap>
              <time dateTime={contact.created_at}>{formatDateTime(contact.created_at)}</time>
            </NoWrap>
            <Td>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Read message from ${fullName(contact)}`}
                onClick={() => onRead(contact)}
              >
                Read
              </Button>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/** /admin/contacts: the messages sent through the landing page's contact form, newest first. */
export default function ContactMessagesPage() {
  const [page, setPage] = usePageParam();
  const contacts = useContactMessagesQuery(page);
  const [open, setOpen] = useState<ContactMessage | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title="Contact Messages"
        subtitle="Messages sent through the contact form of the website, newest first"
        actions={
          <ButtonLink to="/admin/email-outbox" variant="secondary">
            Email Outbox
          </ButtonLink>
        }
      />
      <InboxList
        query={contacts}
        failureText="Failed to load contact messages"
        onPageChange={setPage}
        loadingText="Loading contact messages..."
        emptyTitle="No contact messages yet"
        emptyDescription="Messages sent through the contact form of the website will appear here."
        noun="messages"
        pagesLabel="Contact message pages"
      >
        {(contacts) => <Rows contacts={contacts} onRead={setOpen} />}
      </InboxList>
      <ContactMessageDialog contact={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
