import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorStatus, serverMessage } from '@voice/api-client';
import { can } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  EmptyState,
  LoadingState,
  PageContainer,
  PageHeader,
  QueryError,
  Table,
  Td,
  Th,
  Tr,
  useBranding,
  useToast,
} from '@voice/ui';
import { capitalise, formatDateTime } from '../shared/format';
import { useTransactionQuery } from './api/get-transaction';
import { useResendReceiptMutation } from './api/resend-receipt';
import { describe, formatAmount, kindLabel, transactionStatusTone } from './transaction-format';
import { ADMIN_TRANSACTIONS_PATH, TRANSACTIONS_PATH } from '@voice/contracts/paths';

/** On paper only the receipt is printed: the shell's navigation, the buttons and the footer are hidden. */
const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #receipt,
    #receipt * {
      visibility: visible;
    }
    #receipt {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      box-shadow: none;
      border: 0;
    }
    #receipt [data-no-print] {
      display: none;
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Lines = styled.div`
  margin-top: 1.5rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

const Right = styled(Td)`
  text-align: right;
  white-space: nowrap;
`;

const RightTh = styled(Th)`
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.5rem;
`;

/** /transactions/:id: a printable receipt (amount, line items, provider reference). */
export default function ReceiptPage() {
  const { id } = useParams();
  const transactionId = Number(id);
  const branding = useBranding();
  const role = useSession((state) => state.user?.role);
  const backTo = can(role, 'admin-area') ? ADMIN_TRANSACTIONS_PATH : TRANSACTIONS_PATH;
  const transaction = useTransactionQuery(transactionId);
  const resend = useResendReceiptMutation();
  const toast = useToast();
  const { t } = useLingui();

  async function resendReceipt() {
    try {
      const reply = await resend.mutateAsync(transactionId);
      toast.success(reply.message ?? t`Receipt sent again.`);
    } catch (error) {
      toast.error(serverMessage(error) ?? t`Failed to resend the receipt. Please try again.`);
    }
  }
  const back = (
    <ButtonLink to={backTo} variant="secondary">
      <Trans>Back to transactions</Trans>
    </ButtonLink>
  );

  let body;
  if (
    !Number.isInteger(transactionId) ||
    transactionId < 1 ||
    errorStatus(transaction.error) === 404
  ) {
    body = (
      <EmptyState
        title={t`Transaction not found`}
        description={t`This transaction does not exist or is not yours to see.`}
        action={back}
      />
    );
  } else if (transaction.isPending) {
    body = <LoadingState text={t`Loading receipt...`} />;
  } else if (transaction.isError) {
    body = (
      <>
        <QueryError
          error={transaction.error}
          fallback={t`Failed to load the receipt`}
          onRetry={() => void transaction.refetch()}
        />
      </>
    );
  } else {
    const tx = transaction.data;
    const number = tx.id;
    const userName = tx.user?.name;
    const userEmail = tx.user?.email;
    const lines =
      tx.line_items.length > 0 ? tx.line_items : [{ description: describe(tx), amount: tx.amount }];
    body = (
      <Card id="receipt" as="article" aria-labelledby="receipt-heading">
        <PrintOnlyReceipt />
        <Head>
          <div>
            {/* Only a completed payment has a receipt; a declined or pending one is a payment record. */}
            <h2 id="receipt-heading">
              {tx.status === 'completed' ? t`Receipt #${number}` : t`Payment #${number}`}
            </h2>
            <p>{branding.companyName || branding.appName}</p>
          </div>
          <Badge tone={transactionStatusTone(tx.status)}>{capitalise(tx.status)}</Badge>
        </Head>
        <DescriptionList>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>
            <time dateTime={tx.created_at}>{formatDateTime(tx.created_at)}</time>
          </dd>
          {tx.user ? (
            <>
              <dt>
                <Trans>Billed to</Trans>
              </dt>
              <dd>
                {userName} ({userEmail})
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>{kindLabel(tx.kind)}</dd>
          {tx.package ? (
            <>
              <dt>
                <Trans>Plan</Trans>
              </dt>
              <dd>
                {tx.package.name}
                {tx.billing_interval ? ` (${capitalise(tx.billing_interval)})` : ''}
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{formatAmount(tx.amount, tx.currency)}</dd>
          <dt>
            <Trans>Payment provider</Trans>
          </dt>
          <dd>{tx.provider ? capitalise(tx.provider) : '—'}</dd>
          <dt>
            <Trans>Provider reference</Trans>
          </dt>
          <dd>{tx.provider_ref ?? '—'}</dd>
          {tx.reference ? (
            <>
              <dt>
                <Trans>Reference</Trans>
              </dt>
              <dd>{tx.reference}</dd>
            </>
          ) : null}
        </DescriptionList>
        <Lines>
          <h3>
            <Trans>Items</Trans>
          </h3>
          <Table>
            <thead>
              <tr>
                <Th scope="col">
                  <Trans>Description</Trans>
                </Th>
                <RightTh scope="col">
                  <Trans>Amount</Trans>
                </RightTh>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <Tr key={`${index}-${line.description}`}>
                  <Td>{line.description}</Td>
                  <Right>{formatAmount(line.amount, tx.currency)}</Right>
                </Tr>
              ))}
              <Tr>
                <Th scope="row">
                  <Trans>Total</Trans>
                </Th>
                <Right>
                  <strong>{formatAmount(tx.amount, tx.currency)}</strong>
                </Right>
              </Tr>
            </tbody>
          </Table>
        </Lines>
        <Actions data-no-print>
          <Button onClick={() => window.print()}>
            <Trans>Print receipt</Trans>
          </Button>
          {tx.status === 'completed' && tx.user ? (
            <Button
              variant="secondary"
              onClick={() => void resendReceipt()}
              disabled={resend.isPending}
            >
              {resend.isPending ? t`Sending...` : t`Resend receipt`}
            </Button>
          ) : null}
          {back}
        </Actions>
      </Card>
    );
  }

  return (
    <PageContainer $width="760px">
      <PageHeader title={t`Receipt`} />
      {body}
    </PageContainer>
  );
}
