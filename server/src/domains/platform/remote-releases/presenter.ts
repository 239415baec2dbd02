import {
  SUPPORTED_CONTRACT_VERSIONS,
  type RemoteDeployKey,
  type RemoteRelease,
  type RemoteReleaseState,
} from '@voice/contracts';
import type { RemoteDeployKeyRow, RemoteReleaseRow, RemoteReleaseStateRow } from './repository';

export function presentRelease(row: RemoteReleaseRow): RemoteRelease {
  return {
    app: row.app,
    version: row.version,
    manifest_url: row.manifest_url,
    contract_version: row.contract_version,
    compatible: SUPPORTED_CONTRACT_VERSIONS.includes(row.contract_version),
    size: Number(row.size),
    file_count: Number(row.file_count),
    published_by: row.published_by,
    published_at: row.published_at,
    failure_count: Number(row.failure_count),
    last_failed_at: row.last_failed_at,
  };
}

/** The reseller ids of a canary (JSON text); anything malformed is no tenant. */
export function canaryTenantIds(row: Pick<RemoteReleaseStateRow, 'canary_tenant_ids'>): number[] {
  try {
    const value: unknown = JSON.parse(row.canary_tenant_ids);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function presentState(row: RemoteReleaseStateRow | undefined): RemoteReleaseState {
  return {
    live_version: row?.live_version ?? null,
    previous_live_version: row?.previous_live_version ?? null,
    canary_version: row?.canary_version ?? null,
    canary_tenant_ids: row ? canaryTenantIds(row) : [],
    canary_percent: row ? Number(row.canary_percent) : 0,
    updated_at: row?.updated_at ?? null,
  };
}

export function presentDeployKey(row: RemoteDeployKeyRow): RemoteDeployKey {
  return {
    id: row.id,
    app: row.app,
    name: row.name,
    last4: row.last4,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}
