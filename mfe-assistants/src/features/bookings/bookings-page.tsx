import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import type { BookingListItem } from '@voice/contracts';
import {
  ConfirmDialog,
  CountedPagedList,
  DownloadCsvButton,
  PageContainer,
  PageHeader,
  useToast,
} from '@voice/ui';
import { useAssistantOptionsQuery } from './api/get-assistant-options';
import { useBookingsQuery } from './api/get-bookings';
import { useCancelBooking } from './api/cancel-booking';
import { useDownloadBookingsCsv } from './api/download-bookings-csv';
import { BookingFiltersBar } from './booking-filters';
import { BookingsTable, callerLabel } from './bookings-table';
import { formatSlot } from './format';
import { useBookingFilters } from './use-booking-filters';

function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** What cancelling a booking does: the slot is free again; the caller is emailed when they gave an address. */
function cancelMessage(booking: BookingListItem, i18n: I18n): string {
  const when = formatSlot(booking.starts_at, booking.ends_at, booking.time_zone);
  const email = booking.caller_email;
  const told = email
    ? ` ${i18n._(msg`${email} gets an email saying so.`)}`
    : ` ${i18n._(msg`The caller gave no email: tell them yourself.`)}`;
  const caller = callerLabel(booking, i18n);
  return `${i18n._(msg`The appointment of ${caller} on ${when} is cancelled and its slot is free again.`)}${told}`;
}

/**
 * /bookings: the appointments the assistants' booking calendars took during calls (the server shows a user
 * their own assistants', an admin their tenant's), filtered in the address, with cancel and a CSV file.
 */
export default function BookingsPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { page, filters, apiFilters, filtered, rangeError, setFilters, setPage } =
    useBookingFilters();
  const assistants = useAssistantOptionsQuery();
  const list = useBookingsQuery({ ...apiFilters, page }, !rangeError);
  const download = useDownloadBookingsCsv();
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<BookingListItem | null>(null);

  const onDownload = () =>
    download.mutate(apiFilters, {
      onSuccess: () => toast.success(t`The CSV file of the bookings was downloaded.`),
      onError: (error) => {
        const reason = errorText(error);
        toast.error(t`Failed to download the CSV: ${reason}`);
      },
    });

  const onConfirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success(t`The booking was cancelled.`),
      onError: (error) => {
        const reason = errorText(error);
        toast.error(t`Failed to cancel the booking: ${reason}`);
      },
      onSettled: () => setCancelling(null),
    });
  };

  const rows = list.data ? { items: list.data.data, pagination: list.data.pagination } : undefined;

  return (
    <PageContainer $width="80rem">
      <PageHeader
        title={t`Bookings`}
        subtitle={t`Appointments your assistants booked during calls`}
        actions={
          <DownloadCsvButton
            busy={download.isPending}
            disabled={Boolean(rangeError)}
            onClick={onDownload}
          />
        }
      />
      <BookingFiltersBar
        filters={filters}
        filtered={filtered}
        rangeError={rangeError}
        onChange={setFilters}
        assistants={assistants.data ?? []}
      />
      {rangeError ? null : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <CountedPagedList
            query={{ ...list, data: rows }}
            loadingText={t`Loading bookings...`}
            failedText={t`Failed to load the bookings`}
            empty={{
              title: t`No bookings found`,
              description: filtered
                ? t`No booking matches these filters.`
                : t`Turn on the booking calendar of an assistant: the appointments it books during calls appear here.`,
            }}
            noun={t`bookings`}
            pagesLabel={t`Bookings pages`}
            onPageChange={setPage}
          >
            {(items) => <BookingsTable rows={items} onCancel={setCancelling} />}
          </CountedPagedList>
        </div>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t`Cancel this booking?`}
        message={cancelling ? cancelMessage(cancelling, i18n) : ''}
        confirmLabel={t`Yes, cancel it`}
        cancelLabel={t`Keep it`}
        busy={cancel.isPending}
        onConfirm={onConfirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </PageContainer>
  );
}
