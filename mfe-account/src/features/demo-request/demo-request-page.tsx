import { useLingui } from '@lingui/react/macro';
import { Card, PageContainer, PageHeader } from '@voice/ui';
import { useSession } from '@voice/session';
import { DemoRequestForm } from './demo-request-form';

/**
 * /demo-request (login required, 001 §2): asks for a demo of the voice assistant. The form starts with
 * the signed-in user's name, email, phone and company; the request goes to the site's admins.
 */
export default function DemoRequestPage() {
  const user = useSession((s) => s.user);
  const { t } = useLingui();
  return (
    <PageContainer $width="760px">
      <PageHeader
        title={t`Request a Demo`}
        subtitle={t`Tell us when suits you and we will show you the voice assistant live.`}
      />
      <Card>
        <DemoRequestForm key={user?.id ?? 'signed-out'} user={user} />
      </Card>
    </PageContainer>
  );
}
