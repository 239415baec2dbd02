import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
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

export const RECEIPT_NOT_FOUND = 'Transaction not found';
export const RECEIPT_LOAD_ERROR = 'Failed to load the receipt';
export const RESEND_FAILED = 'Failed to resend the receipt. Please try again.';

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

  async function resendReceipt() {
    try {
      const reply = await resend.mutateAsync(transactionId);
      toast.success(reply.message ?? 'Receipt sent again.');
    } catch (error) {
      toast.error(serverMessage(error) ?? RESEND_FAILED);
    }
  }
  const back = (
    <ButtonLink to={backTo} variant="secondary">
      Back to transactions
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
        title={RECEIPT_NOT_FOUND}
        description="This transaction does not exist or is not yours to see."
        action={back}
      />
    );
  } else if (transaction.isPending) {
    body = <LoadingState text="Loading receipt..." />;
  } else if (transaction.isError) {
    body = (
      <>
        <QueryError
          error={transaction.error}
          fallback={RECEIPT_LOAD_ERROR}
          onRetry={() => void transaction.refetch()}
        />
      </>
    );
  } else {
    const t = transaction.data;
    const lines =
      t.line_items.length > 0 ? t.line_items : [{ description: describe(t), amount: t.amount }];
    body = (
      <Card id="receipt" as="article" aria-labelledby="receipt-heading">
        <PrintOnlyReceipt />
        <Head>
          <div>
            {/* Only a completed payment has a receipt; a declined or pending one is a payment record. */}
            <h2 id="receipt-heading">
              {t.status === 'completed' ? 'Receipt' : 'Payment'} #{t.id}
            </h2>
            <p>{branding.companyName || branding.appName}</p>
          </div>
          <Badge tone={transactionStatusTone(t.status)}>{capitalise(t.status)}</Badge>
        </Head>
        <DescriptionList>
          <dt>Date</dt>
          <dd>
            <time dateTime={t.created_at}>{formatDateTime(t.created_at)}</time>
          </dd>
          {t.user ? (
            <>
              <dt>Billed to</dt>
              <dd>
                {t.user.name} ({t.user.email})
              </dd>
            </>
          ) : null}
          <dt>Type</dt>
          <dd>{kindLabel(t.kind)}</dd>
          {t.package ? (
            <>
              <dt>Plan</dt>
              <dd>
                {t.package.name}
                {t.billing_interval ? ` (${capitalise(t.billing_interval)})` : ''}
              </dd>
            </>
          ) : null}
          <dt>Amount</dt>
          <dd>{formatAmount(t.amount, t.currency)}</dd>
          <dt>Payment provider</dt>
          <dd>{t.provider ? capitalise(t.provider) : '—'}</dd>
          <dt>Provider reference</dt>
          <dd>{t.provider_ref ?? '—'}</dd>
          {t.reference ? (
            <>
              <dt>Reference</dt>
              <dd>{t.reference}</dd>
            </>
          ) : null}
        </DescriptionList>
        <Lines>
          <h3>Items</h3>
          <Table>
            <thead>
              <tr>
                <Th scope="col">Description</Th>
                <RightTh scope="col">Amount</RightTh>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <Tr key={`${index}-${line.description}`}>
                  <Td>{line.description}</Td>
                  <Right>{formatAmount(line.amount, t.currency)}</Right>
                </Tr>
              ))}
              <Tr>
                <Th scope="row">Total</Th>
                <Right>
                  <strong>{formatAmount(t.amount, t.currency)}</strong>
                </Right>
              </Tr>
            </tbody>
          </Table>
        </Lines>
        <Actions data-no-print>
          <Button onClick={() => window.print()}>Print receipt</Button>
          {t.status === 'completed' && t.user ? (
            <Button
              variant="secondary"
              onClick={() => void resendReceipt()}
              disabled={resend.isPending}
            >
              {resend.isPending ? 'Sending...' : 'Resend receipt'}
            </Button>
          ) : null}
          {back}
        </Actions>
      </Card>
    );
  }

  return (
    <PageContainer $width="760px">
      <PageHeader title="Receipt" />
      {body}
    </PageContainer>
  );
}
