import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type { AdminResellerPackage } from '@voice/contracts';
import {
  Badge,
  Button,
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
import { useResellerPackagesQuery } from './api/get-reseller-packages';
import { useSetResellerPackageActive } from './api/set-reseller-package-active';
import { ResellerPackageDialog } from './reseller-package-dialog';

export const RESELLER_PACKAGES_LOAD_FAILED = 'Failed to load reseller packages';
export const RESELLER_PACKAGE_UPDATE_FAILED = 'Failed to update reseller package';

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

type Editing = { pkg: AdminResellerPackage | null } | null;

/** /super-admin/reseller-packages: the packages resellers buy from the platform: create, edit, retire. */
export default function ResellerPackagesPage() {
  const toast = useToast();
  const query = useResellerPackagesQuery();
  const setActive = useSetResellerPackageActive();
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = async (pkg: AdminResellerPackage) => {
    try {
      const reply = await setActive.mutateAsync({ id: pkg.id, active: !pkg.is_active });
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? RESELLER_PACKAGE_UPDATE_FAILED);
    }
  };

  const packages = query.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Reseller Packages"
        subtitle="The packages resellers buy from the platform. A retired package is no longer offered; its resellers keep it."
        actions={<Button onClick={() => setEditing({ pkg: null })}>Create Package</Button>}
      />
      {query.isPending ? <LoadingState text="Loading reseller packages..." /> : null}
      {query.isError ? <LoadError role="alert">{RESELLER_PACKAGES_LOAD_FAILED}</LoadError> : null}
      {query.isSuccess && packages.length === 0 ? (
        <EmptyState
          title="No reseller packages yet"
          description="Create the first package resellers can sign up for."
        />
      ) : null}
      {packages.length > 0 ? (
        <Table label="Reseller packages" aria-label="Reseller packages">
          <thead>
            <tr>
              <Th scope="col">Name</Th>
              <Th scope="col">Monthly</Th>
              <Th scope="col">Yearly</Th>
              <Th scope="col">Minutes</Th>
              <Th scope="col">Voice agents</Th>
              <Th scope="col">Resellers</Th>
              <Th scope="col">Status</Th>
              <Th scope="col">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {packages.map((pkg) => (
              <Tr key={pkg.id}>
                <Td>
                  {pkg.name} {pkg.is_popular ? <Badge tone="info">Popular</Badge> : null}
                </Td>
                <Td>{formatMoney(pkg.price)}</Td>
                <Td>{formatMoney(pkg.yearly_price)}</Td>
                <Td>{pkg.formatted_minutes_limit}</Td>
                <Td>{pkg.formatted_voice_agents_limit}</Td>
                <Td>{pkg.live_subscriptions}</Td>
                <Td>
                  <Badge tone={pkg.is_active ? 'success' : 'neutral'}>
                    {pkg.is_active ? 'Active' : 'Retired'}
                  </Badge>
                </Td>
                <Td>
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${pkg.name}`}
                      onClick={() => setEditing({ pkg })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${pkg.is_active ? 'Retire' : 'Activate'} ${pkg.name}`}
                      onClick={() => void toggle(pkg)}
                      disabled={setActive.isPending}
                    >
                      {pkg.is_active ? 'Retire' : 'Activate'}
                    </Button>
                  </Actions>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <ResellerPackageDialog
        open={editing !== null}
        pkg={editing?.pkg ?? null}
        onClose={() => setEditing(null)}
      />
    </Page>
  );
}
