import type { FastifyBaseLogger } from 'fastify';
import { type Deps, type EmailContent, sendOnce } from '../../platform';
import { loadEmailBranding } from '../../tenancy';

/** What the welcome email needs. */
interface WelcomeDeps extends Pick<Deps, 'db' | 'config' | 'mailer'> {
  log: FastifyBaseLogger;
}

/** What the welcome email says: the account is ready, and the first steps. */
function welcomeEmail(input: { name: string; appName: string; siteUrl: string }): EmailContent {
  return {
    subject: `Welcome to ${input.appName}`,
    heading: `Welcome, ${input.name}!`,
    lines: [
      `Your ${input.appName} account is ready.`,
      'Choose a plan, create your first voice assistant, test it and get a phone number for it.',
    ],
    action: { label: 'Go to your dashboard', url: `${input.siteUrl}/dashboard` },
  };
}

/** The welcome email after sign-up, branded for the user's tenant; a failure is only logged. */
export async function sendWelcome(
  deps: WelcomeDeps,
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
