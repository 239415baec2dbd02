import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ButtonLink, PageHeader } from '@voice/ui';
import { useTransactionsQuery } from './api/get-transactions';
import { TransactionsList } from './transactions-list';
import { useListParams } from './use-list-params';
import { SUBSCRIPTION_PATH } from '@voice/contracts/paths';

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

/** /transactions: the signed-in user's payments, newest first, each with a printable receipt. */
export default function TransactionsPage() {
  const { page, setPage } = useListParams();
  // A reseller admin's own payments (its plan with the platform); its customers' are on /admin/transactions.
  const transactions = useTransactionsQuery(page, undefined, true);
  const { t } = useLingui();
  return (
    <Page>
      <PageHeader
        title={t`Transactions`}
        subtitle={t`Your payments and their receipts`}
        actions={
          <ButtonLink to={SUBSCRIPTION_PATH} variant="secondary">
            <Trans>Subscription</Trans>
          </ButtonLink>
        }
      />
      <TransactionsList query={transactions} onPageChange={setPage} />
    </Page>
  );
}
