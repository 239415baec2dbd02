import styled from 'styled-components';
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
export function callerLabel(booking: BookingListItem): string {
  return booking.caller_name || booking.caller_number || 'an unknown caller';
}

/** The bookings of one page: when (in the calendar's zone), caller, assistant, reason, status, Cancel. */
export function BookingsTable({ rows, onCancel }: BookingsTableProps) {
  return (
    <ListTable
      label="Bookings"
      columns={['When', 'Caller', 'Assistant', 'Reason', 'Status', { hidden: 'Actions' }]}
    >
      {rows.map((row) => {
        const when = formatSlot(row.starts_at, row.ends_at, row.time_zone);
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
            <Td>{row.assistant_name || `Assistant #${row.assistant_id}`}</Td>
            <Reason>{row.reason || '—'}</Reason>
            <Td>
              <Badge tone={row.status === 'booked' ? 'success' : 'neutral'}>
                {BOOKING_STATUS_LABELS[row.status] ?? row.status}
              </Badge>
            </Td>
            <Td>
              {row.status === 'booked' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Cancel the booking of ${callerLabel(row)}${when ? ` on ${when}` : ''}`}
                  onClick={() => onCancel(row)}
                >
                  Cancel
                </Button>
              ) : null}
            </Td>
          </Tr>
        );
      })}
    </ListTable>
  );
}
