import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
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

export const CUSTOM_DOMAIN_LOAD_FAILED = 'Failed to load the custom domain';
export const CUSTOM_DOMAIN_SAVE_FAILED = 'Failed to add the domain';
export const CUSTOM_DOMAIN_VERIFY_FAILED = 'Failed to check the domain';
export const CUSTOM_DOMAIN_REMOVE_FAILED = 'Failed to remove the domain';
export const CUSTOM_DOMAIN_NOT_VERIFIED = 'Not verified yet: the reason is shown under the domain.';

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

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
  return (
    <RecordCard>
      <h3>{record.type} record</h3>
      <p>{hint}</p>
      <DnsRecordFields record={record} />
    </RecordCard>
  );
}

function AddDomainForm({ resellerId }: { resellerId: number | null }) {
  const add = useAddCustomDomain(resellerId);
  const { form, errorOf, onChange } = useSaveForm({
    initialValues: { domain: '' },
    validationSchema: customDomainAddSchema,
    save: (values) => add.mutateAsync(values.domain),
    failedMessage: CUSTOM_DOMAIN_SAVE_FAILED,
  });
  return (
    <SettingsSection title="Add your domain">
      <p>
        Use a domain you own, usually a subdomain such as app.youragency.com. Your site keeps its
        current address too.
      </p>
      <form noValidate onSubmit={form.handleSubmit} aria-label="Add a custom domain">
        <FormField
          label="Domain"
          htmlFor="custom-domain"
          error={errorOf('domain')}
          hint="Without http:// and without a path, e.g. app.youragency.com"
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
            {form.isSubmitting ? 'Adding...' : 'Add domain'}
          </Button>
        </FormActions>
      </form>
    </SettingsSection>
  );
}

function DomainStatus({ domain, resellerId }: { domain: CustomDomain; resellerId: number | null }) {
  const toast = useToast();
  const verify = useVerifyCustomDomain(resellerId);
  const remove = useRemoveCustomDomain(resellerId);
  const [confirming, setConfirming] = useState(false);
  const status = DNS_CHECK_STATUS[domain.status];

  const onVerify = async () => {
    try {
      const reply = await verify.mutateAsync();
      if (reply.data.status === 'verified') toast.success(reply.message);
      // The reason is on the page, under the status; the toast only says the outcome.
      else toast.error(CUSTOM_DOMAIN_NOT_VERIFIED);
    } catch (error) {
      toast.error(serverMessage(error) ?? CUSTOM_DOMAIN_VERIFY_FAILED);
    }
  };
  const onRemove = async () => {
    try {
      const reply = await remove.mutateAsync();
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? CUSTOM_DOMAIN_REMOVE_FAILED);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SettingsSection title="Your domain">
      <StatusRow>
        <strong>{domain.domain}</strong>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StatusRow>
      <DescriptionList>
        {domain.status === 'verified' ? (
          <>
            <dt>Site address</dt>
            <dd>
              <a href={domain.site_url} target="_blank" rel="noreferrer">
                {domain.site_url}
              </a>
            </dd>
            <dt>Verified</dt>
            <dd>{dateTime(domain.verified_at)}</dd>
          </>
        ) : null}
        <dt>Last checked</dt>
        <dd>{domain.last_checked_at ? dateTime(domain.last_checked_at) : 'Not yet'}</dd>
      </DescriptionList>
      {domain.status === 'failed' && domain.last_error ? (
        <CheckError role="status">{domain.last_error}</CheckError>
      ) : null}
      {domain.status === 'verified' ? (
        <p>
          Your site answers on this domain, and the links in your customers&apos; emails and payment
          pages use it. A secure (HTTPS) certificate is obtained automatically on the first visit.
        </p>
      ) : (
        <p>
          Create one of the DNS records below at your DNS host, then click Verify. DNS changes can
          take from a few minutes to a few hours to be seen.
        </p>
      )}
      <FormActions>
        <Button busy={verify.isPending} onClick={() => void onVerify()}>
          {verify.isPending
            ? 'Checking...'
            : domain.status === 'verified'
              ? 'Check again'
              : 'Verify'}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Remove domain
        </Button>
      </FormActions>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${domain.domain}?`}
        message="Your site stops answering on this domain at once; emails and payment links go back to your site's usual address. Delete its DNS records at your DNS host too if you no longer use it."
        confirmLabel="Yes, remove it"
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}

function DnsRecords({ domain }: { domain: CustomDomain }) {
  return (
    <SettingsSection title="DNS records">
      <p>
        Either record verifies the domain. The CNAME record also brings your visitors to your site,
        so create it unless your DNS host cannot (a root domain such as youragency.com): then create
        the TXT record, and an ALIAS or ANAME record to {domain.records.cname.value} if your DNS
        host offers one.
      </p>
      <Records>
        <Record
          record={domain.records.cname}
          hint="Points your domain at your site's servers: visitors reach your site through it."
        />
        <Record
          record={domain.records.txt}
          hint="Proves the domain is yours. Some DNS hosts add your domain to the name themselves: then enter only the part before it."
        />
      </Records>
    </SettingsSection>
  );
}

/** A platform admin opened the page without naming the reseller it acts for. */
function ChooseReseller() {
  return (
    <SettingsSection title="Choose a reseller">
      <p>
        {CUSTOM_DOMAIN_MESSAGES.resellerRequired} Open it from the{' '}
        <Link to={SUPER_ADMIN_RESELLERS_PATH}>resellers console</Link> (its page has a Custom domain
        link), or ask its admin to add the domain on its own site.
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
  const [params] = useSearchParams();
  const platformAdmin = isPlatformAdmin(useSession((s) => s.user?.role));
  const resellerId = platformAdmin ? resellerIdOf(params) : null;
  const needsReseller = platformAdmin && resellerId === null;
  const query = useCustomDomainQuery(resellerId, !needsReseller);
  const domain = query.data;
  return (
    <SettingsPage>
      <PageHeader
        title="Custom Domain"
        subtitle={
          platformAdmin && resellerId !== null
            ? `The domain of reseller #${resellerId}'s site.`
            : 'Your site on your own domain, with its own secure certificate.'
        }
      />
      {needsReseller ? <ChooseReseller /> : null}
      {!needsReseller && query.isPending ? (
        <LoadingState text="Loading the custom domain..." />
      ) : null}
      {query.isError ? <LoadError role="alert">{CUSTOM_DOMAIN_LOAD_FAILED}</LoadError> : null}
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
