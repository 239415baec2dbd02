import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { AdminPackage } from '@voice/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  LoadingState,
  PageHeader,
  Table,
  Td,
  Th,
  Tr,
  formatMoney,
  useToast,
} from '@voice/ui';
import { useAdminPackagesQuery } from './api/get-admin-packages';
import { useDeleteAdminPackage } from './api/delete-admin-package';
import { useSetAdminPackageActive } from './api/set-admin-package-active';
import { PackageFormDialog } from './package-form-dialog';
import { formatLimit } from './package-form';

export const PACKAGES_LOAD_FAILED = 'Failed to load packages';
export const PACKAGE_DELETE_FAILED = 'Failed to delete package';
export const PACKAGE_UPDATE_FAILED = 'Failed to update package';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

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

  const toggle = async (plan: AdminPackage) => {
    try {
      const reply = await setActive.mutateAsync({ id: plan.id, active: !plan.is_active });
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? PACKAGE_UPDATE_FAILED);
    }
  };

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

  const plans = query.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Packages"
        subtitle="The plans your customers can subscribe to. A plan in use can be retired, not deleted."
        actions={<Button onClick={() => setEditing({ plan: null })}>Create Package</Button>}
      />
      {query.isPending ? <LoadingState text="Loading packages..." /> : null}
      {query.isError ? <LoadError role="alert">{PACKAGES_LOAD_FAILED}</LoadError> : null}
      {query.isSuccess && plans.length === 0 ? (
        <EmptyState
          title="No packages yet"
          description="Create your first plan: it shows on your pricing page as soon as it is active."
        />
      ) : null}
      {plans.length > 0 ? (
        <Table label="Packages">
          <thead>
            <tr>
              <Th scope="col">Name</Th>
              <Th scope="col">Monthly</Th>
              <Th scope="col">Yearly</Th>
              <Th scope="col">Minutes</Th>
              <Th scope="col">Voice agents</Th>
              <Th scope="col">Subscribers</Th>
              <Th scope="col">Status</Th>
              <Th scope="col">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <Tr key={plan.id}>
                <Td>
                  {plan.name} {plan.is_popular ? <Badge tone="info">Popular</Badge> : null}
                </Td>
                <Td>{formatMoney(plan.price)}</Td>
                <Td>{formatMoney(plan.yearly_price)}</Td>
                <Td>{formatLimit(plan.monthly_minutes_limit)}</Td>
                <Td>{formatLimit(plan.voice_agents_limit)}</Td>
                <Td>{plan.live_subscriptions}</Td>
                <Td>
                  <Badge tone={plan.is_active ? 'success' : 'neutral'}>
                    {plan.is_active ? 'Active' : 'Retired'}
                  </Badge>
                </Td>
                <Td>
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${plan.name}`}
                      onClick={() => setEditing({ plan })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${plan.is_active ? 'Retire' : 'Activate'} ${plan.name}`}
                      onClick={() => void toggle(plan)}
                      disabled={setActive.isPending}
                    >
                      {plan.is_active ? 'Retire' : 'Activate'}
                    </Button>
                    {plan.total_subscriptions === 0 ? (
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
                    )}
                  </Actions>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      ) : null}
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
    </Page>
  );
}
