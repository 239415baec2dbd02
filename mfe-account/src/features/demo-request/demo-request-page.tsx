import styled from 'styled-components';
import { Card, PageHeader } from '@voice/ui';
import { useSession } from '@voice/session';
import { DemoRequestForm } from './demo-request-form';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

/**
 * /demo-request (login required, 001 §2): asks for a demo of the voice assistant. The form starts with
 * the signed-in user's name, email, phone and company; the request goes to the site's admins.
 */
export default function DemoRequestPage() {
  const user = useSession((s) => s.user);
  return (
    <Page>
      <PageHeader
        title="Request a Demo"
        subtitle="Tell us when suits you and we will show you the voice assistant live."
      />
      <Card>
        <DemoRequestForm key={user?.id ?? 'signed-out'} user={user} />
      </Card>
    </Page>
  );
}
