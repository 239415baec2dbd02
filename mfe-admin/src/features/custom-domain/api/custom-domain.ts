import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addCustomDomain,
  getCustomDomain,
  removeCustomDomain,
  verifyCustomDomain,
} from '@voice/api-client';

/** The site's domain: GET /api/admin/custom-domain (?reseller_id= for a platform admin acting for one). */
export const customDomainQueryKey = (resellerId: number | null) =>
  ['admin', 'custom-domain', resellerId] as const;

export function useCustomDomainQuery(resellerId: number | null, enabled = true) {
  return useQuery({
    queryKey: customDomainQueryKey(resellerId),
    queryFn: async () => (await getCustomDomain(resellerId)).data,
    enabled,
  });
}

/** POST /api/admin/custom-domain; the pending domain replaces the cached one. */
export function useAddCustomDomain(resellerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => addCustomDomain(domain, resellerId),
    onSuccess: (reply) => client.setQueryData(customDomainQueryKey(resellerId), reply.data),
  });
}

/** POST /api/admin/custom-domain/verify; the checked domain (verified or failed) replaces the cached one. */
export function useVerifyCustomDomain(resellerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => verifyCustomDomain(resellerId),
    onSuccess: (reply) => client.setQueryData(customDomainQueryKey(resellerId), reply.data),
  });
}

/** DELETE /api/admin/custom-domain; the site has no domain afterwards. */
export function useRemoveCustomDomain(resellerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => removeCustomDomain(resellerId),
    onSuccess: () => client.setQueryData(customDomainQueryKey(resellerId), null),
  });
}
