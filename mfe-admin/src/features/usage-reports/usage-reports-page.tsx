import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { BILLED_MINUTES_LABEL } from '@voice/contracts';
import {
  Button,
  FilterBar,
  formatMoney,
  FormField,
  ListTable,
  PageContainer,
  PageHeader,
  QueryState,
  Td,
  TextInput,
  Th,
  Tr,
} from '@voice/ui';
import { Muted } from '../../shared/list-page/list-layout';
import { DownloadError } from '../../shared/list-page/download-error';
import { useDownloadUsageReportsCsv } from './api/download-usage-reports-csv';
import { useUsageReportsQuery } from './api/get-usage-reports';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month, YYYY-MM (UTC, as the server counts). */
export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** /super-admin/usage-reports: per reseller, one month's usage and money, with a CSV download. */
export default function UsageReportsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : currentMonth();
  const report = useUsageReportsQuery(month);
  const download = useDownloadUsageReportsCsv();

  const overageText = (minutes: number | string, cost: number | string) => {
    const money = formatMoney(cost);
    return t`${minutes} min · ${money}`;
  };

  const changeMonth = (value: string) => {
    if (!MONTH.test(value)) return;
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('month', value);
      return out;
    });
  };

  const body = (
    <QueryState
      query={report}
      loadingText={t`Loading usage reports...`}
      failedText={t`Failed to load usage reports`}
      isEmpty={(reply) => reply.data.length === 0}
      empty={{ title: t`No resellers`, description: t`No reseller has registered yet.` }}
    >
      {({ data, totals }) => (
        <ListTable
          label={t`Usage per reseller`}
          columns={[
            t`Reseller`,
            t`Users`,
            t`Active subscriptions`,
            BILLED_MINUTES_LABEL,
            t`Overage (billed minutes)`,
            t`Revenue earned`,
            t`Paid to platform`,
          ]}
          footer={
            <Tr>
              <Th scope="row">
                <Trans>Total</Trans>
              </Th>
              <Td>{totals.users}</Td>
              <Td>{totals.active_subscriptions}</Td>
              <Td>{totals.minutes}</Td>
              <Td>{overageText(totals.overage_minutes, totals.overage_cost)}</Td>
              <Td>{formatMoney(totals.revenue)}</Td>
              <Td>{formatMoney(totals.paid_to_platform)}</Td>
            </Tr>
          }
        >
          {data.map((row) => (
            <Tr key={row.reseller_id}>
              <Th scope="row">
                <div>{row.reseller_name}</div>
                <Muted>{row.subdomain}</Muted>
              </Th>
              <Td>{row.users}</Td>
              <Td>{row.active_subscriptions}</Td>
              <Td>{row.minutes}</Td>
              <Td>{overageText(row.overage_minutes, row.overage_cost)}</Td>
              <Td>{formatMoney(row.revenue)}</Td>
              <Td>{formatMoney(row.paid_to_platform)}</Td>
            </Tr>
          ))}
        </ListTable>
      )}
    </QueryState>
  );

  return (
    <PageContainer>
      <PageHeader
        title={t`Usage Reports`}
        subtitle={t`Each reseller's users, billed minutes (each call rounded up), overage and revenue for one month (UTC)`}
      />
      <FilterBar $fieldWidth="12rem">
        <FormField label={t`Month`} htmlFor="usage-report-month">
          <TextInput
            id="usage-report-month"
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(event) => changeMonth(event.target.value)}
          />
        </FormField>
        <Button
          type="button"
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(month)}
        >
          {download.isPending ? t`Preparing CSV...` : t`Download CSV`}
        </Button>
      </FilterBar>
      <DownloadError download={download} />
      {body}
    </PageContainer>
  );
}
