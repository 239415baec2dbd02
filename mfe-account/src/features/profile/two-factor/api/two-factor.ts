import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorPolicy,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  updateTwoFactorPolicy,
} from '@voice/api-client';
import type { TwoFactorDisablePayload, TwoFactorPolicy } from '@voice/contracts';

export const twoFactorQueryKey = ['two-factor'] as const;
const policyQueryKey = ['two-factor-policy'] as const;

/** GET /api/two-factor */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorQueryKey, queryFn: getTwoFactorStatus });
}

/** POST /api/two-factor/setup: a new secret (each opening of the dialog makes one). */
export function useStartSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

function useRefreshingMutation<Payload, Reply>(run: (payload: Payload) => Promise<Reply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

/** POST /api/two-factor/enable */
export function useEnableTwoFactor() {
  return useRefreshingMutation((code: string) => enableTwoFactor({ code }));
}

/** POST /api/two-factor/recovery-codes */
export function useRegenerateCodes() {
  return useRefreshingMutation((code: string) => regenerateRecoveryCodes({ code }));
}

/** POST /api/two-factor/disable */
export function useDisableTwoFactor() {
  return useRefreshingMutation((payload: TwoFactorDisablePayload) => disableTwoFactor(payload));
}

/** GET /api/super-admin/two-factor-policy (platform admins only). */
export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({ queryKey: policyQueryKey, queryFn: getTwoFactorPolicy, enabled });
}

/** PUT /api/super-admin/two-factor-policy */
export function useSaveTwoFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) => updateTwoFactorPolicy(policy),
    onSuccess: (saved) => {
      client.setQueryData(policyQueryKey, saved);
      return client.invalidateQueries({ queryKey: twoFactorQueryKey });
    },
  });
}
