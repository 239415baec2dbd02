import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

type Editing = { plan: AdminPackage | null } | null;

/** /admin/packages: the admin's tenant's plans: create, edit, retire or offer again, delete a plan never used. */
export default function AdminPackagesPage() {
  const toast = useToast();
  const { t } = useLingui();
  const query = useAdminPackagesQuery();
  const setActive = useSetAdminPackageActive();
  const remove = useDeleteAdminPackage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);

  const deletingName = deleting?.name ?? '';
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const reply = await remove.mutateAsync(deleting.id);
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to delete package`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageContainer>
      <PageHeader
        title={t`Packages`}
        subtitle={t`The plans your customers can subscribe to. A plan in use can be retired, not deleted.`}
        actions={
          <Button onClick={() => setEditing({ plan: null })}>
            <Trans>Create Package</Trans>
          </Button>
        }
      />
      <PackageList
        query={query}
        loadingText={t`Loading packages...`}
        failedText={t`Failed to load packages`}
        empty={{
          title: t`No packages yet`,
          description: t`Create your first plan: it shows on your pricing page as soon as it is active.`,
        }}
        label={t`Packages`}
        subscribersHeader={t`Subscribers`}
        minutes={(plan) => formatLimit(plan.monthly_minutes_limit)}
        voiceAgents={(plan) => formatLimit(plan.voice_agents_limit)}
        campaigns={formatCampaigns}
        setActive={setActive}
        updateFailed={t`Failed to update package`}
        onEdit={(plan) => setEditing({ plan })}
        moreActions={(plan) => {
          const { name } = plan;
          return plan.total_subscriptions === 0 ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={t`Delete ${name}`}
              onClick={() => setDeleting(plan)}
            >
              <Trans>Delete</Trans>
            </Button>
          ) : (
            <Muted>
              <Trans>In use: retire only</Trans>
            </Muted>
          );
        }}
      />
      <PackageFormDialog
        open={editing !== null}
        plan={editing?.plan ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={t`Delete the package ${deletingName}? This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
