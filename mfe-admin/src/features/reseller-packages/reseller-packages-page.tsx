import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminResellerPackage } from '@voice/contracts';
import { Button, PageContainer, PageHeader } from '@voice/ui';
import { PackageList } from '../../shared/packages/package-list';
import { useResellerPackagesQuery } from './api/get-reseller-packages';
import { useSetResellerPackageActive } from './api/set-reseller-package-active';
import { ResellerPackageDialog } from './reseller-package-dialog';

type Editing = { pkg: AdminResellerPackage | null } | null;

/** /super-admin/reseller-packages: the packages resellers buy from the platform: create, edit, retire. */
export default function ResellerPackagesPage() {
  const { t } = useLingui();
  const query = useResellerPackagesQuery();
  const setActive = useSetResellerPackageActive();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <PageContainer>
      <PageHeader
        title={t`Reseller Packages`}
        subtitle={t`The packages resellers buy from the platform. A retired package is no longer offered; its resellers keep it.`}
        actions={
          <Button onClick={() => setEditing({ pkg: null })}>
            <Trans>Create Package</Trans>
          </Button>
        }
      />
      <PackageList
        query={query}
        loadingText={t`Loading reseller packages...`}
        failedText={t`Failed to load reseller packages`}
        empty={{
          title: t`No reseller packages yet`,
          description: t`Create the first package resellers can sign up for.`,
        }}
        label={t`Reseller packages`}
        labelTable
        subscribersHeader={t`Resellers`}
        minutes={(pkg) => pkg.formatted_minutes_limit}
        voiceAgents={(pkg) => pkg.formatted_voice_agents_limit}
        setActive={setActive}
        updateFailed={t`Failed to update reseller package`}
        onEdit={(pkg) => setEditing({ pkg })}
      />
      <ResellerPackageDialog
        open={editing !== null}
        pkg={editing?.pkg ?? null}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
