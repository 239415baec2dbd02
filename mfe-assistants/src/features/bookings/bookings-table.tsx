import styled from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingListItem } from '@voice/contracts';
import { Badge, Button, ListTable, Td, Tr } from '@voice/ui';
import { BOOKING_STATUS_LABELS } from './booking-filters';
import { formatSlot } from './format';

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

// Wide enough for 'Wed, Sep 30, 2026, 10:30 AM – 11:00 AM' on two lines at most.
const When = styled.div`
  font-weight: 600;
  min-width: 15rem;
`;

const Reason = styled(Td)`
  min-width: 12rem;
  max-width: 24rem;
  overflow-wrap: anywhere;
`;

export interface BookingsTableProps {
  rows: BookingListItem[];
  /** Asks to cancel a booking (the page confirms first). */
  onCancel: (booking: BookingListItem) => void;
}

/** Who a booking is for, in a button's name: the caller's name, else the number. */
export function callerLabel(booking: BookingListItem, i18n: I18n): string {
  return booking.caller_name || booking.caller_number || i18n._(msg`an unknown caller`);
}

/** The bookings of one page: when (in the calendar's zone), caller, assistant, reason, status, Cancel. */
export function BookingsTable({ rows, onCancel }: BookingsTableProps) {
  const { t, i18n } = useLingui();
  const statusLabel = (status: BookingListItem['status']) => {
    const label = BOOKING_STATUS_LABELS[status] as
      (typeof BOOKING_STATUS_LABELS)[typeof status] | undefined;
    return label ? t(label) : status;
  };
  return (
    <ListTable
      label={t`Bookings`}
      columns={[t`When`, t`Caller`, t`Assistant`, t`Reason`, t`Status`, { hidden: t`Actions` }]}
    >
      {rows.map((row) => {
        const when = formatSlot(row.starts_at, row.ends_at, row.time_zone);
        const caller = callerLabel(row, i18n);
        const assistantId = row.assistant_id;
        return (
          <Tr key={row.id}>
            <Td>
              <When>{when ? <time dateTime={row.starts_at}>{when}</time> : '—'}</When>
              <Muted>{row.time_zone}</Muted>
            </Td>
            <Td>
              <div>{row.caller_name || '—'}</div>
              {row.caller_number ? <Muted>{row.caller_number}</Muted> : null}
              {row.caller_email ? <Muted>{row.caller_email}</Muted> : null}
            </Td>
            <Td>{row.assistant_name || t`Assistant #${assistantId}`}</Td>
            <Reason>{row.reason || '—'}</Reason>
            <Td>
              <Badge tone={row.status === 'booked' ? 'success' : 'neutral'}>
                {statusLabel(row.status)}
              </Badge>
            </Td>
            <Td>
              {row.status === 'booked' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={
                    when
                      ? t`Cancel the booking of ${caller} on ${when}`
                      : t`Cancel the booking of ${caller}`
                  }
                  onClick={() => onCancel(row)}
                >
                  <Trans>Cancel</Trans>
                </Button>
              ) : null}
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
