import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import { isPlatformAdmin, type CustomDomain, type DnsRecord } from '@voice/contracts';
import { SUPER_ADMIN_RESELLERS_PATH } from '@voice/contracts/paths';
import { CUSTOM_DOMAIN_MESSAGES, customDomainAddSchema } from '@voice/contracts/schemas';
import {
  Badge,
  Button,
  ConfirmDialog,
  DescriptionList,
  FormField,
  LoadingState,
  PageHeader,
  TextInput,
  fieldA11y,
  formatDateTime,
  useToast,
} from '@voice/ui';
import { useSession } from '@voice/session';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { LoadError } from '../../shared/list-page/list-layout';
import {
  FormActions,
  SettingsPage,
  SettingsSection,
} from '../../shared/provider-settings/settings-layout';
import {
  useAddCustomDomain,
  useCustomDomainQuery,
  useRemoveCustomDomain,
  useVerifyCustomDomain,
} from './api/custom-domain';
import { CheckError, DNS_CHECK_STATUS, DnsRecordFields } from './dns-record-parts';

const Records = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const RecordCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`;

const StatusRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  strong {
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;

function Record({ record, hint }: { record: DnsRecord; hint: string }) {
  const { type } = record;
  return (
    <RecordCard>
      <h3>
        <Trans>{type} record</Trans>
      </h3>
      <p>{hint}</p>
      <DnsRecordFields record={record} />
    </RecordCard>
  );
}

function AddDomainForm({ resellerId }: { resellerId: number | null }) {
  const { t } = useLingui();
  const add = useAddCustomDomain(resellerId);
  const { form, errorOf, onChange } = useSaveForm({
    initialValues: { domain: '' },
    validationSchema: customDomainAddSchema,
    save: (values) => add.mutateAsync(values.domain),
    failedMessage: t`Failed to add the domain`,
  });
  return (
    <SettingsSection title={t`Add your domain`}>
      <p>
        <Trans>
          Use a domain you own, usually a subdomain such as app.youragency.com. Your site keeps its
          current address too.
        </Trans>
      </p>
      <form noValidate onSubmit={form.handleSubmit} aria-label={t`Add a custom domain`}>
        <FormField
          label={t`Domain`}
          htmlFor="custom-domain"
          error={errorOf('domain')}
          hint={t`Without http:// and without a path, e.g. app.youragency.com`}
          required
        >
          <TextInput
            {...fieldA11y('custom-domain', errorOf('domain'), { hint: true })}
            name="domain"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            placeholder="app.youragency.com"
            value={form.values.domain}
            onChange={onChange}
            onBlur={form.handleBlur}
          />
        </FormField>
        <FormActions>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t`Adding...` : t`Add domain`}
          </Button>
        </FormActions>
      </form>
    </SettingsSection>
  );
}

function DomainStatus({ domain, resellerId }: { domain: CustomDomain; resellerId: number | null }) {
  const { t } = useLingui();
  const toast = useToast();
  const verify = useVerifyCustomDomain(resellerId);
  const remove = useRemoveCustomDomain(resellerId);
  const [confirming, setConfirming] = useState(false);
  const status = DNS_CHECK_STATUS[domain.status];
  const domainName = domain.domain;

  const onVerify = async () => {
    try {
      const reply = await verify.mutateAsync();
      if (reply.data.status === 'verified') toast.success(reply.message);
      // The reason is on the page, under the status; the toast only says the outcome.
      else toast.error(t`Not verified yet: the reason is shown under the domain.`);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to check the domain`);
    }
  };
  const onRemove = async () => {
    try {
      const reply = await remove.mutateAsync();
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to remove the domain`);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SettingsSection title={t`Your domain`}>
      <StatusRow>
        <strong>{domain.domain}</strong>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </StatusRow>
      <DescriptionList>
        {domain.status === 'verified' ? (
          <>
            <dt>
              <Trans>Site address</Trans>
            </dt>
            <dd>
              <a href={domain.site_url} target="_blank" rel="noreferrer">
                {domain.site_url}
              </a>
            </dd>
            <dt>
              <Trans>Verified</Trans>
            </dt>
            <dd>{formatDateTime(domain.verified_at)}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Last checked</Trans>
        </dt>
        <dd>{domain.last_checked_at ? formatDateTime(domain.last_checked_at) : t`Not yet`}</dd>
      </DescriptionList>
      {domain.status === 'failed' && domain.last_error ? (
        <CheckError role="status">{domain.last_error}</CheckError>
      ) : null}
      {domain.status === 'verified' ? (
        <p>
          <Trans>
            Your site answers on this domain, and the links in your customers&apos; emails and
            payment pages use it. A secure (HTTPS) certificate is obtained automatically on the
            first visit.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Create one of the DNS records below at your DNS host, then click Verify. DNS changes can
            take from a few minutes to a few hours to be seen.
          </Trans>
        </p>
      )}
      <FormActions>
        <Button busy={verify.isPending} onClick={() => void onVerify()}>
          {verify.isPending
            ? t`Checking...`
            : domain.status === 'verified'
              ? t`Check again`
              : t`Verify`}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Remove domain</Trans>
        </Button>
      </FormActions>
      <ConfirmDialog
        open={confirming}
        title={t`Remove ${domainName}?`}
        message={t`Your site stops answering on this domain at once; emails and payment links go back to your site's usual address. Delete its DNS records at your DNS host too if you no longer use it.`}
        confirmLabel={t`Yes, remove it`}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}

function DnsRecords({ domain }: { domain: CustomDomain }) {
  const { t } = useLingui();
  const target = domain.records.cname.value;
  return (
    <SettingsSection title={t`DNS records`}>
      <p>
        <Trans>
          Either record verifies the domain. The CNAME record also brings your visitors to your
          site, so create it unless your DNS host cannot (a root domain such as youragency.com):
          then create the TXT record, and an ALIAS or ANAME record to {target} if your DNS host
          offers one.
        </Trans>
      </p>
      <Records>
        <Record
          record={domain.records.cname}
          hint={t`Points your domain at your site's servers: visitors reach your site through it.`}
        />
        <Record
          record={domain.records.txt}
          hint={t`Proves the domain is yours. Some DNS hosts add your domain to the name themselves: then enter only the part before it.`}
        />
      </Records>
    </SettingsSection>
  );
}

/** A platform admin opened the page without naming the reseller it acts for. */
function ChooseReseller() {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Choose a reseller`}>
      <p>
        {CUSTOM_DOMAIN_MESSAGES.resellerRequired}{' '}
        <Trans>
          Open it from the <Link to={SUPER_ADMIN_RESELLERS_PATH}>resellers console</Link> (its page
          has a Custom domain link), or ask its admin to add the domain on its own site.
        </Trans>
      </p>
    </SettingsSection>
  );
}

function resellerIdOf(params: URLSearchParams): number | null {
  const raw = params.get('reseller_id');
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /admin/custom-domain: a reseller admin adds its site's own domain, creates the DNS records shown, verifies and
 * removes it; a platform admin does the same for the reseller named by ?reseller_id=.
 */
export default function CustomDomainPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const platformAdmin = isPlatformAdmin(useSession((s) => s.user?.role));
  const resellerId = platformAdmin ? resellerIdOf(params) : null;
  const needsReseller = platformAdmin && resellerId === null;
  const query = useCustomDomainQuery(resellerId, !needsReseller);
  const domain = query.data;
  return (
    <SettingsPage>
      <PageHeader
        title={t`Custom Domain`}
        subtitle={
          platformAdmin && resellerId !== null
            ? t`The domain of reseller #${resellerId}'s site.`
            : t`Your site on your own domain, with its own secure certificate.`
        }
      />
      {needsReseller ? <ChooseReseller /> : null}
      {!needsReseller && query.isPending ? (
        <LoadingState text={t`Loading the custom domain...`} />
      ) : null}
      {query.isError ? (
        <LoadError role="alert">
          <Trans>Failed to load the custom domain</Trans>
        </LoadError>
      ) : null}
      {domain === null ? <AddDomainForm resellerId={resellerId} /> : null}
      {domain ? (
        <>
          <DomainStatus domain={domain} resellerId={resellerId} />
          <DnsRecords domain={domain} />
        </>
      ) : null}
    </SettingsPage>
  );
}
