import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSystemSettings, type SystemSettingsSave } from '@voice/api-client';
import { publicSettingsQueryKey } from '@voice/api-client/queries';
import { SYSTEM_SETTINGS_QUERY_KEY } from './get-system-settings';

/**
 * PUT /api/admin/system-settings; the saved settings replace the cached ones (the form starts again from them),
 * and the shared public settings are fetched afresh for the screens that show the branding.
 */
export function useSaveSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SystemSettingsSave) => saveSystemSettings(payload),
    onSuccess: async (reply) => {
      if (reply.data) client.setQueryData(SYSTEM_SETTINGS_QUERY_KEY, reply.data);
      await client.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
