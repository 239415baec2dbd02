import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { AdminPackage } from '@voice/contracts';
import { Button, ConfirmDialog, PageContainer, PageHeader, useToast } from '@voice/ui';
import { PackageList } from '../../shared/packages/package-list';
import { useAdminPackagesQuery } from './api/get-admin-packages';
import { useDeleteAdminPackage } from './api/delete-admin-package';
import { useSetAdminPackageActive } from './api/set-admin-package-active';
import { PackageFormDialog } from './package-form-dialog';
import { formatCampaigns, formatLimit } from './package-form';

export const PACKAGES_LOAD_FAILED = 'Failed to load packages';
export const PACKAGE_DELETE_FAILED = 'Failed to delete package';
export const PACKAGE_UPDATE_FAILED = 'Failed to update package';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

type Editing = { plan: AdminPackage | null } | null;

/** /admin/packages: the admin's tenant's plans: create, edit, retire or offer again, delete a plan never used. */
export default function AdminPackagesPage() {
  const toast = useToast();
  const query = useAdminPackagesQuery();
  const setActive = useSetAdminPackageActive();
  const remove = useDeleteAdminPackage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const reply = await remove.mutateAsync(deleting.id);
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? PACKAGE_DELETE_FAILED);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageContainer>
      <PageHeader
        title="Packages"
        subtitle="The plans your customers can subscribe to. A plan in use can be retired, not deleted."
        actions={<Button onClick={() => setEditing({ plan: null })}>Create Package</Button>}
      />
      <PackageList
        query={query}
        loadingText="Loading packages..."
        failedText={PACKAGES_LOAD_FAILED}
        empty={{
          title: 'No packages yet',
          description:
            'Create your first plan: it shows on your pricing page as soon as it is active.',
        }}
        label="Packages"
        subscribersHeader="Subscribers"
        minutes={(plan) => formatLimit(plan.monthly_minutes_limit)}
        voiceAgents={(plan) => formatLimit(plan.voice_agents_limit)}
        campaigns={formatCampaigns}
        setActive={setActive}
        updateFailed={PACKAGE_UPDATE_FAILED}
        onEdit={(plan) => setEditing({ plan })}
        moreActions={(plan) =>
          plan.total_subscriptions === 0 ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete ${plan.name}`}
              onClick={() => setDeleting(plan)}
            >
              Delete
            </Button>
          ) : (
            <Muted>In use: retire only</Muted>
          )
        }
      />
      <PackageFormDialog
        open={editing !== null}
        plan={editing?.plan ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete the package ${deleting?.name ?? ''}? This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
