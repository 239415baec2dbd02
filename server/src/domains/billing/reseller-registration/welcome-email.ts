import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform';
import { issuePasswordLink } from '../../identity';
import { findResellerAdmin } from './repository';
import { resellerBaseUrl } from '../../../lib/site-url';

/** The new reseller admin's email: a 'welcome' link to set a password on the reseller's site. */
export async function sendWelcomeEmail(
  deps: Deps,
  resellerId: number,
  subdomain: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const admin = await findResellerAdmin(deps.db, resellerId);
    if (!admin) return;
    const siteUrl = resellerBaseUrl(deps.config, subdomain);
    const link = await issuePasswordLink(deps, admin, 'welcome', siteUrl);
    await deps.mailer.send({
      to: admin.email,
      compose: ({ i18n }) => ({
        subject: i18n._(
          /*i18n*/ {
            id: 'email.resellerWelcome.subject',
            message: 'Your reseller account is ready: set your password',
          },
        ),
        heading: i18n._(
          /*i18n*/ {
            id: 'email.welcome.heading',
            message: 'Welcome, {name}!',
            values: { name: admin.name },
          },
        ),
        lines: [
          i18n._(
            /*i18n*/ {
              id: 'email.resellerWelcome.live',
              message: 'Your reseller account is active and your branded site is live at:',
            },
          ),
          siteUrl,
          i18n._(
            /*i18n*/ {
              id: 'email.resellerWelcome.setPassword',
              message:
                'Set your password to sign in as its administrator. The link can be used once and expires in 7 days.',
            },
          ),
        ],
        action: {
          label: i18n._(/*i18n*/ { id: 'email.setPassword.action', message: 'Set your password' }),
          url: link,
        },
      }),
      resellerId,
    });
  } catch (error) {
    // The admin can still use "Forgot password" on the reseller's site.
    log.error({ err: error, resellerId }, 'welcome email failed');
  }
}
