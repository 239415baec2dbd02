import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBooking } from '@voice/api-client';
import { bookingsKey } from './get-bookings';

/** POST /api/bookings/{id}/cancel, then every bookings page is read again (the row's status changed). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
