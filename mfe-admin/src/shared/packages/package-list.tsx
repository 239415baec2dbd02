import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import {
  Badge,
  Button,
  EmptyState,
  formatMoney,
  ListTable,
  LoadingState,
  Td,
  Tr,
  useToast,
} from '@voice/ui';
import { LoadError } from '../list-page/list-layout';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

/** What the list shows of a package (a tenant's plan or a reseller package). */
export interface PackageRow {
  id: number;
  name: string;
  is_popular: boolean;
  is_active: boolean;
  price: number;
  yearly_price: number;
  live_subscriptions: number;
}

interface SetActiveMutation {
  mutateAsync: (input: { id: number; active: boolean }) => Promise<{ message: string }>;
  isPending: boolean;
}

export interface PackageListProps<T extends PackageRow> {
  query: UseQueryResult<T[]>;
  loadingText: string;
  failedText: string;
  empty: { title: string; description: string };
  /** The table's accessible name; `labelTable` also names the table element itself. */
  label: string;
  labelTable?: boolean;
  subscribersHeader: string;
  minutes: (row: T) => ReactNode;
  voiceAgents: (row: T) => ReactNode;
  /** A Campaigns column after Voice agents (tenants' plans: reseller packages have none). */
  campaigns?: (row: T) => ReactNode;
  setActive: SetActiveMutation;
  /** The toast when retiring or activating fails without a message of the server's. */
  updateFailed: string;
  onEdit: (row: T) => void;
  /** More actions of a row, after Edit and Retire/Activate. */
  moreActions?: (row: T) => ReactNode;
}

/** The packages table: prices, limits, status, and Edit and Retire/Activate per row; loading, failed or empty. */
export function PackageList<T extends PackageRow>({
  query,
  loadingText,
  failedText,
  empty,
  label,
  labelTable = false,
  subscribersHeader,
  minutes,
  voiceAgents,
  campaigns,
  setActive,
  updateFailed,
  onEdit,
  moreActions,
}: PackageListProps<T>) {
  const toast = useToast();
  const { t } = useLingui();

  const toggle = async (row: T) => {
    try {
      const reply = await setActive.mutateAsync({ id: row.id, active: !row.is_active });
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? updateFailed);
    }
  };

  const rows = query.data ?? [];
  return (
    <>
      {query.isPending ? <LoadingState text={loadingText} /> : null}
      {query.isError ? <LoadError role="alert">{failedText}</LoadError> : null}
      {query.isSuccess && rows.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : null}
      {rows.length > 0 ? (
        <ListTable
          label={label}
          nameTable={labelTable}
          columns={[
            t`Name`,
            t`Monthly`,
            t`Yearly`,
            t`Minutes`,
            t`Voice agents`,
            ...(campaigns ? [t`Campaigns`] : []),
            subscribersHeader,
            t`Status`,
            t`Actions`,
          ]}
        >
          {rows.map((row) => {
            const { name } = row;
            return (
              <Tr key={row.id}>
                <Td>
                  {row.name} {row.is_popular ? <Badge tone="info">{t`Popular`}</Badge> : null}
                </Td>
                <Td>{formatMoney(row.price)}</Td>
                <Td>{formatMoney(row.yearly_price)}</Td>
                <Td>{minutes(row)}</Td>
                <Td>{voiceAgents(row)}</Td>
                {campaigns ? <Td>{campaigns(row)}</Td> : null}
                <Td>{row.live_subscriptions}</Td>
                <Td>
                  <Badge tone={row.is_active ? 'success' : 'neutral'}>
                    {row.is_active ? t`Active` : t`Retired`}
                  </Badge>
                </Td>
                <Td>
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Edit ${name}`}
                      onClick={() => onEdit(row)}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={row.is_active ? t`Retire ${name}` : t`Activate ${name}`}
                      onClick={() => void toggle(row)}
                      disabled={setActive.isPending}
                    >
                      {row.is_active ? t`Retire` : t`Activate`}
                    </Button>
                    {moreActions?.(row)}
                  </Actions>
                </Td>
              </Tr>
            );
          })}
        </ListTable>
      ) : null}
    </>
  );
}
