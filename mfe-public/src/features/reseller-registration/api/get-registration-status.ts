import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRegistrationStatus } from '../registration-status';

/** While the payment is not confirmed yet, ask again this often, at most this many times in all. */
export const STATUS_POLL_MS = 3000;
export const STATUS_POLL_ATTEMPTS = 10;

/** GET /api/reseller-registrations/:reference, asked again while the registration is pending. */
export function registrationStatusQueryKey(reference: string) {
  return ['reseller-registrations', reference] as const;
}

export function registrationStatusQueryOptions(reference: string) {
  return queryOptions({
    queryKey: registrationStatusQueryKey(reference),
    queryFn: () => getRegistrationStatus(reference),
    enabled: Boolean(reference),
    refetchInterval: (query) =>
      query.state.status === 'success' &&
      query.state.data?.status === 'pending' &&
      query.state.dataUpdateCount < STATUS_POLL_ATTEMPTS
        ? STATUS_POLL_MS
        : false,
  });
}

export function useRegistrationStatusQuery(reference: string) {
  return useQuery(registrationStatusQueryOptions(reference));
}
