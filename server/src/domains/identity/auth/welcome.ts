import type { FastifyBaseLogger } from 'fastify';
import { type ComposeEmail, type Deps, sendOnce } from '../../platform';

/** What the welcome email needs. */
interface WelcomeDeps extends Pick<Deps, 'db' | 'config' | 'mailer'> {
  log: FastifyBaseLogger;
}

/** What the welcome email says: the account is ready, and the first steps. */
function welcomeEmail(name: string): ComposeEmail {
  return ({ i18n }, { appName, siteUrl }) => ({
    subject: i18n._(
      /*i18n*/ {
        id: 'email.welcome.subject',
        message: 'Welcome to {appName}',
        values: { appName },
      },
    ),
    heading: i18n._(
      /*i18n*/ { id: 'email.welcome.heading', message: 'Welcome, {name}!', values: { name } },
    ),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.welcome.ready',
          message: 'Your {appName} account is ready.',
          values: { appName },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.welcome.steps',
          message:
            'Choose a plan, create your first voice assistant, test it and get a phone number for it.',
        },
      ),
    ],
    action: {
      label: i18n._(/*i18n*/ { id: 'email.welcome.action', message: 'Go to your dashboard' }),
      url: `${siteUrl}/dashboard`,
    },
  });
}

/** The welcome email after sign-up, branded for the user's tenant; a failure is only logged. */
export async function sendWelcome(
  deps: WelcomeDeps,
  user: { id: number; name: string; email: string; reseller_id: number | null },
): Promise<void> {
  try {
    await sendOnce(deps.db, 'welcome', String(user.id), () =>
      deps.mailer.send({
        compose: welcomeEmail(user.name),
        to: user.email,
        resellerId: user.reseller_id,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'welcome email failed');
  }
}
