import { useState } from 'react';
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

export const LEGAL_PAGES_LOAD_FAILED = 'Failed to load the legal pages';

/**
 * /admin/system-settings/legal-pages: a reseller admin's own Terms & Conditions and Privacy Policy, each a Markdown
 * draft started from a template whose [[...]] placeholders must be completed before it is published. The site is
 * held back until both are published. The main host keeps the platform's own pages (platform admins have no editor).
 */
export default function LegalPagesPage() {
  const query = useLegalPagesQuery();
  const [tab, setTab] = useState<LegalPageKind>('terms');
  const pages = query.data;
  return (
    <PageContainer>
      <PageHeader
        title="Legal Pages"
        subtitle="Your site's own Terms & Conditions and Privacy Policy, as your visitors read them."
        actions={
          <ButtonLink to={ADMIN_SYSTEM_SETTINGS_PATH} variant="secondary">
            Back to System Settings
          </ButtonLink>
        }
      />
      {query.isPending ? <LoadingState text="Loading legal pages..." /> : null}
      {query.isError ? (
        <div role="alert">
          <LoadError>{LEGAL_PAGES_LOAD_FAILED}</LoadError>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {pages ? (
        <>
          <HeldBackNotice pages={pages} />
          <Tabs<LegalPageKind>
            label="Legal pages"
            idPrefix="legal"
            selected={tab}
            onSelect={setTab}
            tabs={LEGAL_PAGE_KINDS.map((kind) => ({
              key: kind,
              label: `${LEGAL_PAGE_TITLES[kind]}${pages[kind].published === null ? ' (not published)' : ''}`,
              panel: <LegalPageEditor key={`${kind}-${query.dataUpdatedAt}`} page={pages[kind]} />,
            }))}
          />
        </>
      ) : null}
    </PageContainer>
  );
}
