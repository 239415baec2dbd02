import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const save = useSaveEmailSender();
  const remove = useRemoveSenderSmtp();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const fields = useSaveForm<FormValues, { message: string }>({
    initialValues: valuesOf(sender),
    validationSchema: emailSenderSchema,
    save: (values) => save.mutateAsync({ ...values, smtp_port: Number(values.smtp_port) || 587 }),
    failedMessage: t`Failed to save the email sender`,
  });
  const { form } = fields;
  const onRemove = async () => {
    try {
      toast.success((await remove.mutateAsync()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to remove the SMTP settings`);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <SettingsSection title={t`Sender`}>
      <DescriptionList>
        <dt>
          <Trans>Emails go from</Trans>
        </dt>
        <dd>
          <Code>{sender.active_from}</Code>
        </dd>
        <dt>
          <Trans>Replies go to</Trans>
        </dt>
        <dd>
          {sender.active_reply_to ? (
            <Code>{sender.active_reply_to}</Code>
          ) : (
            t`Not set: replies go to the From address`
          )}
        </dd>
      </DescriptionList>
      <p>
        <Trans>
          Your customers&apos; emails show your name at once. They come from your own address once
          its domain is verified below; until then they come from the platform&apos;s address, with
          your name and your reply-to address.
        </Trans>
      </p>
      <form noValidate onSubmit={form.handleSubmit} aria-label={t`Email sender`}>
        <FieldRow>
          <FormikTextField
            fields={fields}
            name="from_name"
            id="sender-from-name"
            label={t`Sender name`}
            hint={t`Your site's name when blank`}
          />
          <FormikTextField
            fields={fields}
            name="from_address"
            id="sender-from-address"
            label={t`From address`}
            type="email"
            autoComplete="off"
            placeholder="hello@youragency.com"
            hint={t`On your own domain; the platform's address when blank`}
          />
        </FieldRow>
        <FormikTextField
          fields={fields}
          name="reply_to"
          id="sender-reply-to"
          label={t`Reply-to address`}
          type="email"
          autoComplete="off"
          hint={t`Where your customers' replies go; your site's support email when blank`}
        />
        <Sub>
          <Trans>Your own SMTP server (optional)</Trans>
        </Sub>
        <p>
          <Trans>
            Leave these blank to send through the platform. With your own server, your emails go
            through it once your domain is verified.
          </Trans>
        </p>
        <FieldRow>
          <FormikTextField
            fields={fields}
            name="smtp_host"
            id="sender-smtp-host"
            label={t`SMTP host`}
            autoComplete="off"
            placeholder="smtp.youragency.com"
          />
          <FormikTextField
            fields={fields}
            name="smtp_port"
            id="sender-smtp-port"
            label={t`SMTP port`}
            type="number"
          />
        </FieldRow>
        <FieldRow>
          <FormikTextField
            fields={fields}
            name="smtp_user"
            id="sender-smtp-user"
            label={t`SMTP user name`}
            autoComplete="off"
          />
          <SecretField
            form={fields}
            id="sender-smtp-password"
            name="smtp_password"
            label={t`SMTP password`}
            masked={sender.smtp_password_set ? t`set` : null}
            unsetHint={t`Not saved yet.`}
          />
        </FieldRow>
        <p>
          <Checkbox
            name="smtp_secure"
            label={t`TLS from the start (usually port 465); otherwise STARTTLS when offered`}
            checked={form.values.smtp_secure}
            onChange={(event) =>
              void form.setFieldValue('smtp_secure', event.currentTarget.checked)
            }
          />
        </p>
        <FormActions>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t`Saving...` : t`Save sender`}
          </Button>
          {sender.smtp_host ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trans>Remove SMTP settings</Trans>
            </Button>
          ) : null}
        </FormActions>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t`Remove your SMTP settings?`}
        message={t`Your emails go through the platform's server again, from your verified address.`}
        confirmLabel={t`Yes, remove them`}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}

function DomainRecords({ sender }: { sender: EmailSender }) {
  const { t } = useLingui();
  const verify = useVerifyEmailSender();
  const toast = useToast();
  if (!sender.records || !sender.domain) return null;
  const status = DNS_CHECK_STATUS[sender.status];
  const { domain } = sender;
  const onVerify = async () => {
    try {
      const reply = await verify.mutateAsync();
      if (reply.data.status === 'verified') toast.success(reply.message);
      else toast.error(t`Not verified yet: the reason is shown under the records.`);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to check the domain`);
    }
  };
  return (
    <SettingsSection title={t`Domain records`}>
      <p>
        <strong>{sender.domain}</strong> <Badge tone={status.tone}>{t(status.label)}</Badge>
      </p>
      <p>
        {sender.status === 'verified'
          ? t`These records let your emails go from your own address: keep them at your DNS host.`
          : t`Add these two TXT records at your domain's DNS host, then click Verify.`}{' '}
        <Trans>
          If your domain already has an SPF record (v=spf1 …), add the parts shown to it instead: a
          domain has one SPF record.
        </Trans>
      </p>
      <Sub>
        <Trans>SPF: who may send as {domain}</Trans>
      </Sub>
      <DnsRecordFields kind="SPF" label={t`SPF record`} record={sender.records.spf} />
      <Sub>
        <Trans>DKIM: the key your emails are signed with</Trans>
      </Sub>
      <DnsRecordFields kind="DKIM" label={t`DKIM record`} record={sender.records.dkim} />
      {sender.status === 'failed' && sender.last_error ? (
        <CheckError role="status">{sender.last_error}</CheckError>
      ) : null}
      <FormActions>
        <Button busy={verify.isPending} onClick={() => void onVerify()}>
          {verify.isPending
            ? t`Checking...`
            : sender.status === 'verified'
              ? t`Check again`
              : t`Verify`}
        </Button>
      </FormActions>
    </SettingsSection>
  );
}

function TestEmail({ sender }: { sender: EmailSender }) {
  const { t } = useLingui();
  const test = useSendTestEmail();
  const toast = useToast();
  const email = useSession((s) => s.user?.email);
  const onTest = async () => {
    try {
      toast.success((await test.mutateAsync()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to send the test email`);
    }
  };
  return (
    <SettingsSection title={t`Test email`}>
      <p>
        {sender.smtp_host
          ? email
            ? t`Sends a test email to you (${email}) with the saved settings, through your SMTP server at once, so a wrong host or password shows here.`
            : t`Sends a test email to you with the saved settings, through your SMTP server at once, so a wrong host or password shows here.`
          : email
            ? t`Sends a test email to you (${email}) with the saved settings.`
            : t`Sends a test email to you with the saved settings.`}
      </p>
      <FormActions>
        <Button variant="secondary" busy={test.isPending} onClick={() => void onTest()}>
          {test.isPending ? t`Sending...` : t`Send test email`}
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
  const { t } = useLingui();
  const query = useEmailSenderQuery();
  const sender = query.data;
  return (
    <SettingsPage>
      <PageHeader
        title={t`Email Sender`}
        subtitle={t`Your customers' emails from your own name and address.`}
      />
      {query.isPending ? <LoadingState text={t`Loading the email sender...`} /> : null}
      {query.isError ? (
        <LoadError role="alert">
          <Trans>Failed to load the email sender</Trans>
        </LoadError>
      ) : null}
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
