import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LEGAL_PAGE_KINDS,
  LEGAL_PAGE_TITLES,
  type LegalPageKind,
} from '@voice/contracts/legal-pages';
import { ADMIN_SYSTEM_SETTINGS_PATH } from '@voice/contracts/paths';
import { Button, ButtonLink, LoadingState, PageContainer, PageHeader } from '@voice/ui';
import { Tabs } from '@voice/ui/widgets';
import { LoadError } from '../../shared/list-page/list-layout';
import { useLegalPagesQuery } from './api/get-legal-pages';
import { HeldBackNotice } from './held-back-notice';
import { LegalPageEditor } from './legal-page-editor';

/**
 * /admin/system-settings/legal-pages: a reseller admin's own Terms & Conditions and Privacy Policy, each a Markdown
 * draft started from a template whose [[...]] placeholders must be completed before it is published. The site is
 * held back until both are published. The main host keeps the platform's own pages (platform admins have no editor).
 */
export default function LegalPagesPage() {
  const { t } = useLingui();
  const query = useLegalPagesQuery();
  const [tab, setTab] = useState<LegalPageKind>('terms');
  const pages = query.data;
  return (
    <PageContainer>
      <PageHeader
        title={t`Legal Pages`}
        subtitle={t`Your site's own Terms & Conditions and Privacy Policy, as your visitors read them.`}
        actions={
          <ButtonLink to={ADMIN_SYSTEM_SETTINGS_PATH} variant="secondary">
            <Trans>Back to System Settings</Trans>
          </ButtonLink>
        }
      />
      {query.isPending ? <LoadingState text={t`Loading legal pages...`} /> : null}
      {query.isError ? (
        <div role="alert">
          <LoadError>
            <Trans>Failed to load the legal pages</Trans>
          </LoadError>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {pages ? (
        <>
          <HeldBackNotice pages={pages} />
          <Tabs<LegalPageKind>
            label={t`Legal pages`}
            idPrefix="legal"
            selected={tab}
            onSelect={setTab}
            tabs={LEGAL_PAGE_KINDS.map((kind) => {
              const title = LEGAL_PAGE_TITLES[kind];
              return {
                key: kind,
                label: pages[kind].published === null ? t`${title} (not published)` : title,
                panel: (
                  <LegalPageEditor key={`${kind}-${query.dataUpdatedAt}`} page={pages[kind]} />
                ),
              };
            })}
          />
        </>
      ) : null}
    </PageContainer>
  );
}
