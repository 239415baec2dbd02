import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { EmailSender } from '@voice/contracts';
import { emailSenderSchema } from '@voice/contracts/schemas';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DescriptionList,
  FieldRow,
  FormikTextField,
  LoadingState,
  PageHeader,
  useToast,
} from '@voice/ui';
import { useSession } from '@voice/session';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { LoadError } from '../../shared/list-page/list-layout';
import { SecretField } from '../../shared/provider-settings/secret-field';
import {
  Code,
  FormActions,
  SettingsPage,
  SettingsSection,
} from '../../shared/provider-settings/settings-layout';
import { CheckError, DNS_CHECK_STATUS, DnsRecordFields } from '../custom-domain/dns-record-parts';
import {
  useEmailSenderQuery,
  useRemoveSenderSmtp,
  useSaveEmailSender,
  useSendTestEmail,
  useVerifyEmailSender,
} from './api/email-sender';

export const EMAIL_SENDER_LOAD_FAILED = 'Failed to load the email sender';
export const EMAIL_SENDER_SAVE_FAILED = 'Failed to save the email sender';
export const EMAIL_SENDER_VERIFY_FAILED = 'Failed to check the domain';
export const EMAIL_SENDER_TEST_FAILED = 'Failed to send the test email';
export const EMAIL_SENDER_REMOVE_FAILED = 'Failed to remove the SMTP settings';
export const EMAIL_SENDER_NOT_VERIFIED = 'Not verified yet: the reason is shown under the records.';
/** What the SMTP password field says when one is saved (it is never sent back). */
export const SMTP_PASSWORD_SET = 'set';

const Sub = styled.h3`
  margin: 1.5rem 0 0.5rem;
  font-size: 1rem;
`;

interface FormValues {
  from_name: string;
  from_address: string;
  reply_to: string;
  smtp_host: string;
  smtp_port: string;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_password: string;
}

const valuesOf = (sender: EmailSender): FormValues => ({
  from_name: sender.from_name,
  from_address: sender.from_address ?? '',
  reply_to: sender.reply_to ?? '',
  smtp_host: sender.smtp_host ?? '',
  smtp_port: String(sender.smtp_port ?? 587),
  smtp_secure: sender.smtp_secure,
  smtp_user: sender.smtp_user ?? '',
  smtp_password: '',
});

function SenderForm({ sender }: { sender: EmailSender }) {
  const save = useSaveEmailSender();
  const remove = useRemoveSenderSmtp();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const fields = useSaveForm<FormValues, { message: string }>({
    initialValues: valuesOf(sender),
    validationSchema: emailSenderSchema,
    save: (values) => save.mutateAsync({ ...values, smtp_port: Number(values.smtp_port) || 587 }),
    failedMessage: EMAIL_SENDER_SAVE_FAILED,
  });
  const { form } = fields;
  const onRemove = async () => {
    try {
      toast.success((await remove.mutateAsync()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? EMAIL_SENDER_REMOVE_FAILED);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <SettingsSection title="Sender">
      <DescriptionList>
        <dt>Emails go from</dt>
        <dd>
          <Code>{sender.active_from}</Code>
        </dd>
        <dt>Replies go to</dt>
        <dd>
          {sender.active_reply_to ? (
            <Code>{sender.active_reply_to}</Code>
          ) : (
            'Not set: replies go to the From address'
          )}
        </dd>
      </DescriptionList>
      <p>
        Your customers&apos; emails show your name at once. They come from your own address once its
        domain is verified below; until then they come from the platform&apos;s address, with your
        name and your reply-to address.
      </p>
      <form noValidate onSubmit={form.handleSubmit} aria-label="Email sender">
        <FieldRow>
          <FormikTextField
            fields={fields}
            name="from_name"
            id="sender-from-name"
            label="Sender name"
            hint="Your site's name when blank"
          />
          <FormikTextField
            fields={fields}
            name="from_address"
            id="sender-from-address"
            label="From address"
            type="email"
            autoComplete="off"
            placeholder="hello@youragency.com"
            hint="On your own domain; the platform's address when blank"
          />
        </FieldRow>
        <FormikTextField
          fields={fields}
          name="reply_to"
          id="sender-reply-to"
          label="Reply-to address"
          type="email"
          autoComplete="off"
          hint="Where your customers' replies go; your site's support email when blank"
        />
        <Sub>Your own SMTP server (optional)</Sub>
        <p>
          Leave these blank to send through the platform. With your own server, your emails go
          through it once your domain is verified.
        </p>
        <FieldRow>
          <FormikTextField
            fields={fields}
            name="smtp_host"
            id="sender-smtp-host"
            label="SMTP host"
            autoComplete="off"
            placeholder="smtp.youragency.com"
          />
          <FormikTextField
            fields={fields}
            name="smtp_port"
            id="sender-smtp-port"
            label="SMTP port"
            type="number"
          />
        </FieldRow>
        <FieldRow>
          <FormikTextField
            fields={fields}
            name="smtp_user"
            id="sender-smtp-user"
            label="SMTP user name"
            autoComplete="off"
          />
          <SecretField
            form={fields}
            id="sender-smtp-password"
            name="smtp_password"
            label="SMTP password"
            masked={sender.smtp_password_set ? SMTP_PASSWORD_SET : null}
            unsetHint="Not saved yet."
          />
        </FieldRow>
        <p>
          <Checkbox
            name="smtp_secure"
            label="TLS from the start (usually port 465); otherwise STARTTLS when offered"
            checked={form.values.smtp_secure}
            onChange={(event) =>
              void form.setFieldValue('smtp_secure', event.currentTarget.checked)
            }
          />
        </p>
        <FormActions>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : 'Save sender'}
          </Button>
          {sender.smtp_host ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Remove SMTP settings
            </Button>
          ) : null}
        </FormActions>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Remove your SMTP settings?"
        message="Your emails go through the platform's server again, from your verified address."
        confirmLabel="Yes, remove them"
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}

function DomainRecords({ sender }: { sender: EmailSender }) {
  const verify = useVerifyEmailSender();
  const toast = useToast();
  if (!sender.records || !sender.domain) return null;
  const status = DNS_CHECK_STATUS[sender.status];
  const onVerify = async () => {
    try {
      const reply = await verify.mutateAsync();
      if (reply.data.status === 'verified') toast.success(reply.message);
      else toast.error(EMAIL_SENDER_NOT_VERIFIED);
    } catch (error) {
      toast.error(serverMessage(error) ?? EMAIL_SENDER_VERIFY_FAILED);
    }
  };
  return (
    <SettingsSection title="Domain records">
      <p>
        <strong>{sender.domain}</strong> <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      <p>
        {sender.status === 'verified'
          ? 'These records let your emails go from your own address: keep them at your DNS host.'
          : "Add these two TXT records at your domain's DNS host, then click Verify."}{' '}
        If your domain already has an SPF record (v=spf1 …), add the parts shown to it instead: a
        domain has one SPF record.
      </p>
      <Sub>SPF: who may send as {sender.domain}</Sub>
      <DnsRecordFields kind="SPF" label="SPF record" record={sender.records.spf} />
      <Sub>DKIM: the key your emails are signed with</Sub>
      <DnsRecordFields kind="DKIM" label="DKIM record" record={sender.records.dkim} />
      {sender.status === 'failed' && sender.last_error ? (
        <CheckError role="status">{sender.last_error}</CheckError>
      ) : null}
      <FormActions>
        <Button busy={verify.isPending} onClick={() => void onVerify()}>
          {verify.isPending
            ? 'Checking...'
            : sender.status === 'verified'
              ? 'Check again'
              : 'Verify'}
        </Button>
      </FormActions>
    </SettingsSection>
  );
}

function TestEmail({ sender }: { sender: EmailSender }) {
  const test = useSendTestEmail();
  const toast = useToast();
  const email = useSession((s) => s.user?.email);
  const onTest = async () => {
    try {
      toast.success((await test.mutateAsync()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? EMAIL_SENDER_TEST_FAILED);
    }
  };
  return (
    <SettingsSection title="Test email">
      <p>
        Sends a test email to you{email ? ` (${email})` : ''} with the saved settings
        {sender.smtp_host
          ? ', through your SMTP server at once, so a wrong host or password shows here'
          : ''}
        .
      </p>
      <FormActions>
        <Button variant="secondary" busy={test.isPending} onClick={() => void onTest()}>
          {test.isPending ? 'Sending...' : 'Send test email'}
        </Button>
      </FormActions>
    </SettingsSection>
  );
}

/**
 * /admin/email-sender: a reseller admin sets the name, address and reply-to its customers' emails go with, adds the
 * SPF and DKIM records of its domain and verifies them, and may send through its own SMTP server.
 */
export default function EmailSenderPage() {
  const query = useEmailSenderQuery();
  const sender = query.data;
  return (
    <SettingsPage>
      <PageHeader
        title="Email Sender"
        subtitle="Your customers' emails from your own name and address."
      />
      {query.isPending ? <LoadingState text="Loading the email sender..." /> : null}
      {query.isError ? <LoadError role="alert">{EMAIL_SENDER_LOAD_FAILED}</LoadError> : null}
      {sender ? (
        <>
          <SenderForm sender={sender} />
          <DomainRecords sender={sender} />
          <TestEmail sender={sender} />
        </>
      ) : null}
    </SettingsPage>
  );
}
