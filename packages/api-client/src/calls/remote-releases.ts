import type {
  ApiEnvelope,
  CreatedRemoteDeployKey,
  RemoteDeployKey,
  RemoteReleases,
  RemoteReleaseState,
} from '@voice/contracts';
import type { RemoteCanaryInput } from '@voice/contracts/schemas';
import { http } from '../http';

/** {success, message, data}: what a change answers. */
type SavedEnvelope<T> = ApiEnvelope<T> & { message: string };

const base = (app: string) => `/api/super-admin/remote-releases/${encodeURIComponent(app)}`;

/** GET /api/super-admin/remote-releases: every remote's versions, live and canary choice, and deploy keys. */
export async function listRemoteReleases(): Promise<ApiEnvelope<RemoteReleases>> {
  return (await http.get<ApiEnvelope<RemoteReleases>>('/api/super-admin/remote-releases')).data;
}

/** POST .../promote: the version goes live for every new page load; 422 for an unsupported contract version. */
export async function promoteRemoteRelease(
  app: string,
  version: string,
): Promise<SavedEnvelope<RemoteReleaseState>> {
  return (await http.post<SavedEnvelope<RemoteReleaseState>>(`${base(app)}/promote`, { version }))
    .data;
}

/** POST .../rollback: back to the version live before (none: the built-in build). */
export async function rollBackRemoteRelease(
  app: string,
): Promise<SavedEnvelope<RemoteReleaseState>> {
  return (await http.post<SavedEnvelope<RemoteReleaseState>>(`${base(app)}/rollback`)).data;
}

/** PUT .../canary: the version for the chosen resellers and/or a sticky percentage of sessions. */
export async function startRemoteCanary(
  app: string,
  payload: RemoteCanaryInput,
): Promise<SavedEnvelope<RemoteReleaseState>> {
  return (await http.put<SavedEnvelope<RemoteReleaseState>>(`${base(app)}/canary`, payload)).data;
}

/** DELETE .../canary. */
export async function endRemoteCanary(app: string): Promise<SavedEnvelope<RemoteReleaseState>> {
  return (await http.delete<SavedEnvelope<RemoteReleaseState>>(`${base(app)}/canary`)).data;
}

/** POST .../deploy-keys: the new key with its value (`plain_key`), shown this once. */
export async function createRemoteDeployKey(
  app: string,
  name: string,
): Promise<SavedEnvelope<CreatedRemoteDeployKey>> {
  return (
    await http.post<SavedEnvelope<CreatedRemoteDeployKey>>(`${base(app)}/deploy-keys`, { name })
  ).data;
}

/** DELETE .../deploy-keys/{id}. */
export async function revokeRemoteDeployKey(
  app: string,
  id: number,
): Promise<SavedEnvelope<{ key: RemoteDeployKey }>> {
  return (
    await http.delete<SavedEnvelope<{ key: RemoteDeployKey }>>(
      `${base(app)}/deploy-keys/${encodeURIComponent(String(id))}`,
    )
  ).data;
}
