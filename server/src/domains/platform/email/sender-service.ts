import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { EmailSender } from '@voice/contracts';
import {
  EMAIL_SENDER_MESSAGES,
  emailDomainOf,
  type EmailSenderPayload,
} from '@voice/contracts/schemas';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { openOrNull } from '../../../lib/sealed-settings';
import { secretBoxFor } from '../../../lib/secret-box';
import { nowIso } from '../../../lib/time';
import type { BrandingSource } from './branding';
import { composeEmail, type ComposeEmail, type Mailer } from './mailer';
import {
  activeSenderOf,
  checkSenderRecords,
  dkimSigningOf,
  newDkimKeys,
  ownSmtpOf,
  platformMailDomain,
  senderRecords,
  type TxtLookup,
} from './sender';
import {
  findEmailSender,
  insertEmailSender,
  updateEmailSender,
  type EmailSenderRow,
} from './sender-repository';
import { fromAddress, smtpSender } from './transport';

export interface EmailSenderDeps {
  db: Kysely<DB>;
  config: AppConfig;
  branding: BrandingSource;
  dns: TxtLookup;
}

/** The page's view: what is saved (never the SMTP password), the records to add, and the From used now. */
export async function emailSenderView(
  deps: Pick<EmailSenderDeps, 'config' | 'branding'>,
  resellerId: number,
  row: EmailSenderRow | undefined,
): Promise<EmailSender> {
  const branding = await deps.branding(resellerId);
  const active = activeSenderOf(row);
  const name = active.fromName ?? branding.appName;
  const domain = row?.from_address ? emailDomainOf(row.from_address) : null;
  const sameDomain = !!row && row.domain === domain;
  return {
    from_name: row?.from_name ?? '',
    from_address: row?.from_address ?? null,
    reply_to: row?.reply_to ?? null,
    domain,
    // A check of another domain says nothing of this one: pending until it is checked.
    status: row && sameDomain ? row.status : 'pending',
    records: row && domain ? senderRecords(deps.config, row, domain) : null,
    active_from: `${name} <${active.fromAddress ?? fromAddress(deps.config.mail.from)}>`,
    active_reply_to: active.replyTo ?? branding.supportEmail,
    verified_at: sameDomain ? (row?.verified_at ?? null) : null,
    last_checked_at: sameDomain ? (row?.last_checked_at ?? null) : null,
    last_error: sameDomain ? (row?.last_error ?? null) : null,
    smtp_host: row?.smtp_host ?? null,
    smtp_port: row?.smtp_host ? (row.smtp_port ?? null) : null,
    smtp_secure: row?.smtp_host ? row.smtp_secure === 1 : false,
    smtp_user: row?.smtp_user ?? null,
    smtp_password_set: !!row?.smtp_password_encrypted,
  };
}

export async function readEmailSender(deps: EmailSenderDeps, resellerId: number) {
  return emailSenderView(deps, resellerId, await findEmailSender(deps.db, resellerId));
}

/** An address on the platform's own domains (APP_DOMAIN, MAIL_FROM's) is not a reseller's to send from. */
function isPlatformDomain(config: AppConfig, domain: string): boolean {
  const own = [config.appDomain, platformMailDomain(config)].filter(Boolean);
  return own.some((host) => domain === host || domain.endsWith(`.${host}`));
}

/**
 * PUT /api/admin/email-sender: saves the reseller's sender. The first save makes its DKIM key pair (the private key
 * sealed). A From address on another domain than the verified one is pending again; a blank SMTP password keeps the
 * saved one; a blank SMTP host removes the SMTP settings.
 */
export async function saveEmailSender(
  deps: EmailSenderDeps,
  resellerId: number,
  userId: number,
  input: EmailSenderPayload,
): Promise<{ view: EmailSender; verified: boolean }> {
  const domain = input.from_address ? emailDomainOf(input.from_address) : null;
  if (domain && isPlatformDomain(deps.config, domain)) {
    throw new ValidationFailed({ from_address: [EMAIL_SENDER_MESSAGES.platformDomain] });
  }
  const box = secretBoxFor(deps.config);
  const saved = await findEmailSender(deps.db, resellerId);
  const smtpHost = input.smtp_host.toLowerCase() || null;
  const password = smtpHost
    ? input.smtp_password || openOrNull(box, saved?.smtp_password_encrypted)
    : null;
  if (smtpHost && input.smtp_user && !password) {
    throw new ValidationFailed({ smtp_password: [EMAIL_SENDER_MESSAGES.smtpPasswordRequired] });
  }
  const values = {
    from_name: input.from_name || null,
    from_address: input.from_address.toLowerCase() || null,
    reply_to: input.reply_to.toLowerCase() || null,
    smtp_host: smtpHost,
    smtp_port: smtpHost ? input.smtp_port : null,
    smtp_secure: smtpHost && input.smtp_secure ? 1 : 0,
    smtp_user: smtpHost ? input.smtp_user || null : null,
    smtp_password_encrypted: password ? box.seal(password) : null,
    updated_by: userId,
  };
  if (!saved) {
    const keys = newDkimKeys();
    await insertEmailSender(deps.db, {
      reseller_id: resellerId,
      ...values,
      domain,
      dkim_selector: keys.selector,
      dkim_public_key: keys.publicKey,
      dkim_private_key_encrypted: box.seal(keys.privateKeyPem),
      status: 'pending',
    });
  } else {
    // A new domain starts again (its records are not the old domain's); a new SMTP host changes the SPF record.
    const recheck = saved.domain !== domain || saved.smtp_host !== smtpHost;
    await updateEmailSender(deps.db, resellerId, {
      ...values,
      ...(recheck
        ? { domain, status: 'pending', verified_at: null, last_checked_at: null, last_error: null }
        : {}),
    });
  }
  const row = await findEmailSender(deps.db, resellerId);
  return {
    view: await emailSenderView(deps, resellerId, row),
    verified: row?.status === 'verified',
  };
}

/** POST /api/admin/email-sender/verify: checks the DNS records now and records the outcome. */
export async function verifyEmailSender(
  deps: EmailSenderDeps,
  resellerId: number,
): Promise<{ view: EmailSender; verified: boolean }> {
  const saved = await findEmailSender(deps.db, resellerId);
  if (!saved?.from_address) {
    throw new ValidationFailed({ from_address: [EMAIL_SENDER_MESSAGES.noAddress] });
  }
  const domain = emailDomainOf(saved.from_address);
  const outcome = await checkSenderRecords(deps.dns, deps.config, saved, domain);
  const now = nowIso();
  await updateEmailSender(deps.db, resellerId, {
    domain,
    status: outcome.ok ? 'verified' : 'failed',
    verified_at: outcome.ok ? (saved.status === 'verified' ? saved.verified_at : now) : null,
    last_checked_at: now,
    last_error: outcome.ok ? null : outcome.error,
  });
  const row = await findEmailSender(deps.db, resellerId);
  return { view: await emailSenderView(deps, resellerId, row), verified: outcome.ok };
}

/** The test email's words (what the sender's settings produce, in the reseller's brand). */
const testContent =
  (from: string, replyTo: string | null): ComposeEmail =>
  ({ i18n }) => ({
    subject: i18n._(/*i18n*/ { id: 'email.senderTest.subject', message: 'Test email' }),
    heading: i18n._(
      /*i18n*/ { id: 'email.senderTest.heading', message: 'Your sender settings work' },
    ),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.senderTest.intro',
          message: 'This is a test email sent from your sender settings.',
        },
      ),
      i18n._(/*i18n*/ { id: 'email.senderTest.from', message: 'From: {from}', values: { from } }),
      i18n._(
        /*i18n*/ {
          id: 'email.senderTest.replyTo',
          message: 'Reply-To: {replyTo}',
          values: {
            replyTo:
              replyTo ?? i18n._(/*i18n*/ { id: 'email.senderTest.noReplyTo', message: 'none' }),
          },
        },
      ),
    ],
  });

/**
 * POST /api/admin/email-sender/test: a test email to the signed-in admin. With own SMTP settings it is sent now
 * through them (so that a wrong host or password is seen at once, its error shown without the password); without,
 * through the platform's transport, as every email of the reseller's customers.
 */
export async function sendTestEmail(
  deps: EmailSenderDeps & { mailer: Mailer; log: FastifyBaseLogger },
  resellerId: number,
  to: string,
): Promise<string> {
  const row = await findEmailSender(deps.db, resellerId);
  const view = await emailSenderView(deps, resellerId, row);
  const compose = testContent(view.active_from, view.active_reply_to);
  const smtp = row ? ownSmtpOf(deps.config, row) : null;
  if (!row || !smtp) {
    await deps.mailer.send({ to, compose, resellerId });
    return EMAIL_SENDER_MESSAGES.testSent(to);
  }
  const branding = await deps.branding(resellerId);
  const active = activeSenderOf(row);
  const rendered = await composeEmail(deps.db, branding, { to, compose, resellerId });
  // The test shows the SMTP server accepts this address: the saved one, verified or not.
  const from = row.from_address ?? fromAddress(deps.config.mail.from);
  const sender = smtpSender({ smtp, from: deps.config.mail.from });
  try {
    await sender.send(
      {
        to,
        ...rendered,
        fromName: active.fromName ?? branding.appName,
        fromAddress: from,
        replyTo: active.replyTo ?? branding.supportEmail,
        resellerId,
      },
      dkimSigningOf(deps.config, row, from),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn({ reseller_id: resellerId, error: reason }, 'test email through own SMTP failed');
    throw new HttpError(422, EMAIL_SENDER_MESSAGES.testFailed(reason));
  } finally {
    sender.close();
  }
  return EMAIL_SENDER_MESSAGES.testSent(to);
}

/** DELETE /api/admin/email-sender/smtp: the reseller's emails go through the platform's SMTP again. */
export async function removeOwnSmtp(deps: EmailSenderDeps, resellerId: number) {
  const saved = await findEmailSender(deps.db, resellerId);
  if (saved?.smtp_host) {
    await updateEmailSender(deps.db, resellerId, {
      smtp_host: null,
      smtp_port: null,
      smtp_secure: 0,
      smtp_user: null,
      smtp_password_encrypted: null,
      // The SPF record shown no longer lists the SMTP host; the verified DKIM still proves the domain.
    });
  }
  return emailSenderView(deps, resellerId, await findEmailSender(deps.db, resellerId));
}
