import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NoticeBanner, PageContainer, PageHeader, QueryState, type FormNotice } from '@voice/ui';
import { useRemoteReleasesQuery } from './api/get-remote-releases';
import { CanaryDialog, type CanaryTarget } from './canary-dialog';
import { RemoteReleasesCard } from './remote-releases-card';

/**
 * /super-admin/releases (platform admins): each remote's published versions with their contract version, size and
 * the load failures the shell reported; promote, canary, roll back (every new page load gets the change at once)
 * and the deploy keys its CI publishes with. Every change is in the audit log.
 */
export default function ReleasesPage() {
  const { t } = useLingui();
  const query = useRemoteReleasesQuery();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [canary, setCanary] = useState<CanaryTarget | null>(null);
  const onMessage = (tone: 'success' | 'error', text: string) => setNotice({ tone, text });
  return (
    <PageContainer>
      <PageHeader
        title={t`Releases`}
        subtitle={t`Each remote's published versions. Promote one for everyone, try it on chosen resellers or a share of sessions first, or roll back: the next page loads get the change, without a restart.`}
      />
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <QueryState
        query={query}
        loadingText={t`Loading releases...`}
        failedText={t`Failed to load the releases`}
      >
        {(data) => (
          <>
            {data.remotes.map((remote) => (
              <RemoteReleasesCard
                key={remote.app}
                remote={remote}
                supported={data.supported_contract_versions}
                onCanary={setCanary}
                onMessage={onMessage}
              />
            ))}
          </>
        )}
      </QueryState>
      <CanaryDialog
        target={canary}
        onClose={() => setCanary(null)}
        onSaved={(message) => {
          setCanary(null);
          onMessage('success', message);
        }}
      />
    </PageContainer>
  );
}
