import { useState } from 'react';
import type { AdminResellerPackage } from '@voice/contracts';
import { Button, PageContainer, PageHeader } from '@voice/ui';
import { PackageList } from '../../shared/packages/package-list';
import { useResellerPackagesQuery } from './api/get-reseller-packages';
import { useSetResellerPackageActive } from './api/set-reseller-package-active';
import { ResellerPackageDialog } from './reseller-package-dialog';

export const RESELLER_PACKAGES_LOAD_FAILED = 'Failed to load reseller packages';
export const RESELLER_PACKAGE_UPDATE_FAILED = 'Failed to update reseller package';

type Editing = { pkg: AdminResellerPackage | null } | null;

/** /super-admin/reseller-packages: the packages resellers buy from the platform: create, edit, retire. */
export default function ResellerPackagesPage() {
  const query = useResellerPackagesQuery();
  const setActive = useSetResellerPackageActive();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <PageContainer>
      <PageHeader
        title="Reseller Packages"
        subtitle="The packages resellers buy from the platform. A retired package is no longer offered; its resellers keep it."
        actions={<Button onClick={() => setEditing({ pkg: null })}>Create Package</Button>}
      />
      <PackageList
        query={query}
        loadingText="Loading reseller packages..."
        failedText={RESELLER_PACKAGES_LOAD_FAILED}
        empty={{
          title: 'No reseller packages yet',
          description: 'Create the first package resellers can sign up for.',
        }}
        label="Reseller packages"
        labelTable
        subscribersHeader="Resellers"
        minutes={(pkg) => pkg.formatted_minutes_limit}
        voiceAgents={(pkg) => pkg.formatted_voice_agents_limit}
        setActive={setActive}
        updateFailed={RESELLER_PACKAGE_UPDATE_FAILED}
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
