import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { isPlatformAdmin } from '@voice/contracts';
import { useSession } from '@voice/session';
import { PageContainer, PageHeader, ResellerOptions, Select } from '@voice/ui';
import { useResellersQuery } from '@voice/api-client/queries';
import { useTransactionsQuery } from './api/get-transactions';
import { TransactionsList } from './transactions-list';
import { useListParams } from './use-list-params';

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  select {
    max-width: 20rem;
  }
`;

/** The platform admin's reseller filter; only shown when the resellers could be loaded. */
function ResellerFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (resellerId: number | undefined) => void;
}) {
  const id = useId();
  const resellers = useResellersQuery(true);
  const { t } = useLingui();
  if (!resellers.data || resellers.data.length === 0) return null;
  return (
    <Filter>
      <label htmlFor={id}>
        <Trans>Reseller</Trans>
      </label>
      <Select
        id={id}
        value={value ? String(value) : ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <ResellerOptions resellers={resellers.data} allLabel={t`All resellers`} />
      </Select>
    </Filter>
  );
}

/**
 * /admin/transactions: the tenant's transactions for a reseller admin, every tenant's for a platform admin
 * (who may narrow them to one reseller). The scope itself is the server's.
 */
export default function AdminTransactionsPage() {
  const role = useSession((state) => state.user?.role);
  const platformAdmin = isPlatformAdmin(role);
  const { page, setPage, resellerId, setResellerId } = useListParams();
  const transactions = useTransactionsQuery(page, platformAdmin ? resellerId : undefined);
  const { t } = useLingui();
  return (
    <PageContainer>
      <PageHeader
        title={t`Transactions`}
        subtitle={
          platformAdmin
            ? t`Payments of every tenant, newest first`
            : t`Payments of your customers, newest first`
        }
      />
      {platformAdmin ? <ResellerFilter value={resellerId} onChange={setResellerId} /> : null}
      <TransactionsList query={transactions} onPageChange={setPage} showPayer />
    </PageContainer>
  );
}
