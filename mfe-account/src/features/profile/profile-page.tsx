import { useLingui } from '@lingui/react/macro';
import { LoadingState, MessageBanner, PageHeader } from '@voice/ui';
import { PROFILE_MESSAGES } from '@voice/contracts';
import { useSession } from '@voice/session';
import { useState } from 'react';
import { useProfileQuery } from './api/get-profile';
import { Page } from './layout';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SecuritySection } from './two-factor/security-section';

/**
 * /profile, 'Profile Settings' (spec 000 §2 Profile, §5, §7, §8): the profile form with the picture,
 * 'Change Password' and 'Two-factor authentication' (Security). The profile comes from GET /api/user; when it cannot be loaded, the session's
 * cached user fills the form under 'Failed to load user profile'.
 */
export default function ProfilePage() {
  const profile = useProfileQuery();
  const cachedUser = useSession((s) => s.user);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const user = profile.data ?? (profile.isPending ? null : cachedUser);
  const { t } = useLingui();

  return (
    <Page>
      <PageHeader title={t`Profile Settings`} />
      <MessageBanner
        tone="error"
        message={profile.isError && !loadErrorDismissed ? PROFILE_MESSAGES.loadFailed : ''}
        onDismiss={() => setLoadErrorDismissed(true)}
      />
      {profile.isPending ? <LoadingState text={t`Loading...`} /> : null}
      {user ? (
        <>
          <ProfileForm key={user.id} user={user} />
          <PasswordForm />
          <SecuritySection />
        </>
      ) : null}
    </Page>
  );
}
