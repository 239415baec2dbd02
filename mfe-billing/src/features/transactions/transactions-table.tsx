import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Transaction } from '@voice/contracts';
import { Badge, ListTable, Td, Tr, VisuallyHidden } from '@voice/ui';
import { capitalise, formatDateTime } from '../shared/format';
import { describe, formatAmount, transactionStatusTone } from './transaction-format';
import { TRANSACTION_PATH, fillPath } from '@voice/contracts/paths';

const NoWrap = styled(Td)`
  white-space: nowrap;
`;

const ReceiptLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

export interface TransactionsTableProps {
  transactions: Transaction[];
  /** Admin lists also show who paid and the tenant. */
  showPayer?: boolean;
}

/** Date, description, amount, status and a receipt link per transaction (completed payments only). */
export function TransactionsTable({ transactions, showPayer = false }: TransactionsTableProps) {
  const { t } = useLingui();
  return (
    <ListTable
      label={t`Transactions`}
      nameTable={false}
      columns={[
        t`Date`,
        showPayer && t`Customer`,
        showPayer && t`Reseller`,
        t`Description`,
        t`Amount`,
        t`Status`,
        t`Receipt`,
      ]}
    >
      {transactions.map((transaction) => {
        const id = transaction.id;
        const status = capitalise(transaction.status).toLowerCase();
        return (
          <Tr key={transaction.id}>
            <NoWrap>
              <time dateTime={transaction.created_at}>
                {formatDateTime(transaction.created_at)}
              </time>
            </NoWrap>
            {showPayer ? (
              <Td>
                {transaction.user ? (
                  <>
                    {transaction.user.name}
                    <br />
                    {transaction.user.email}
                  </>
                ) : (
                  '—'
                )}
              </Td>
            ) : null}
            {showPayer ? <Td>{transaction.reseller?.org_name ?? t`Platform`}</Td> : null}
            <Td>{describe(transaction)}</Td>
            <NoWrap>{formatAmount(transaction.amount, transaction.currency)}</NoWrap>
            <Td>
              <Badge tone={transactionStatusTone(transaction.status)}>
                {capitalise(transaction.status)}
              </Badge>
            </Td>
            <NoWrap>
              {transaction.status === 'completed' ? (
                <ReceiptLink to={fillPath(TRANSACTION_PATH, { id: transaction.id })}>
                  <Trans>
                    View receipt<VisuallyHidden> of transaction {id}</VisuallyHidden>
                  </Trans>
                </ReceiptLink>
              ) : (
                <span>
                  <Trans>
                    No receipt<VisuallyHidden>: payment {status}</VisuallyHidden>
                  </Trans>
                </span>
              )}
            </NoWrap>
          </Tr>
        );
      })}
    </ListTable>
  );
}
