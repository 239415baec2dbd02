import { loadEmailBranding } from '../../platform/email/branding';
import type { AccountEmailDeps } from './deps';
import { sendOnce } from './notifications';
import { welcomeEmail } from './templates';

/** The welcome email after sign-up, branded for the user's tenant; a failure is only logged. */
export async function sendWelcome(
  deps: AccountEmailDeps,
  user: { id: number; name: string; email: string; reseller_id: number | null },
): Promise<void> {
  try {
    const branding = await loadEmailBranding(deps, user.reseller_id);
    await sendOnce(deps.db, 'welcome', String(user.id), () =>
      deps.mailer.send({
        ...welcomeEmail({ name: user.name, appName: branding.appName, siteUrl: branding.siteUrl }),
        to: user.email,
        resellerId: user.reseller_id,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'welcome email failed');
  }
}
