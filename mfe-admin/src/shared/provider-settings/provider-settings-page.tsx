import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, LoadingState, PageHeader } from '@voice/ui';
import { LoadError } from '../list-page/list-layout';
import { FormActions, SettingsPage } from './settings-layout';

type Scoped = { scope: 'platform' } | { scope: 'reseller' };
type PlatformOf<C> = Extract<C, { scope: 'platform' }>;
type ResellerOf<C> = Exclude<C, { scope: 'platform' }>;

export interface ProviderSettingsPageProps<C extends Scoped> {
  title: string;
  subtitle: string;
  /** The configuration: the platform's for platform admins, the tenant's own for reseller admins. */
  query: UseQueryResult<C>;
  loadingText: string;
  failedText: string;
  /** The platform's read-only view, for platform admins. */
  PlatformView: ComponentType<{ config: PlatformOf<C> }>;
  /** The tenant's key form, for reseller admins. */
  ResellerForm: ComponentType<{ config: ResellerOf<C> }>;
}

function isPlatform<C extends Scoped>(config: C): config is PlatformOf<C> {
  return config.scope === 'platform';
}

/** A provider settings page: header, then the platform's read-only view or the reseller's key form. */
export function ProviderSettingsPage<C extends Scoped>({
  title,
  subtitle,
  query,
  loadingText,
  failedText,
  PlatformView,
  ResellerForm,
}: ProviderSettingsPageProps<C>) {
  const config = query.data;
  return (
    <SettingsPage>
      <PageHeader title={title} subtitle={subtitle} />
      {query.isPending ? <LoadingState text={loadingText} /> : null}
      {query.isError ? <LoadError role="alert">{failedText}</LoadError> : null}
      {config && isPlatform(config) ? <PlatformView config={config} /> : null}
      {config && !isPlatform(config) ? <ResellerForm config={config as ResellerOf<C>} /> : null}
    </SettingsPage>
  );
}

/** The key form's Save button, and Remove keys once something is saved. */
export function SaveKeysActions({
  submitting,
  removeKeys,
}: {
  submitting: boolean;
  removeKeys: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <FormActions>
      <Button type="submit" busy={submitting}>
        {submitting ? t`Saving...` : t`Save`}
      </Button>
      {removeKeys}
    </FormActions>
  );
}
