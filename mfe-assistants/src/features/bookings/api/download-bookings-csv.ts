import { useMutation } from '@tanstack/react-query';
import { downloadBookingsCsv, saveFile } from '@voice/api-client';
import type { BookingsQuery } from '@voice/contracts';

/** GET /api/bookings/export with the list's filters, saved as a file. */
export function useDownloadBookingsCsv() {
  return useMutation({
    mutationFn: async (filters: Omit<BookingsQuery, 'page' | 'per_page'>) => {
      saveFile(await downloadBookingsCsv(filters));
    },
  });
}
