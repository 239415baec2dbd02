import { array, number, object, string, type InferType } from 'yup';

/**
 * The Releases screen's changes (promote, canary, deploy key): one schema for the screen and the server, so both
 * refuse the same values with the same messages.
 */

export const REMOTE_RELEASE_MESSAGES = {
  versionRequired: 'Choose a version.',
  versionNotFound: 'This version of the remote has not been published.',
  alreadyPublished:
    'This version is already published: a published version is never replaced. Raise the version or change the files.',
  incompatibleContract: (contract: number, supported: readonly number[]) =>
    `This version was built for contract version ${String(contract)}, which the shell does not support (supported: ${supported.join(', ')}). It cannot be promoted.`,
  canaryTarget: 'Choose the tenants or a percentage of sessions for the canary.',
  canaryIsLive: 'This version is already live: choose another version for the canary.',
  percentRange: 'The percentage must be a whole number from 1 to 100.',
  tenantIds: 'Each tenant must be a reseller id.',
  nothingToRollBack: 'There is no earlier version to roll back to.',
  keyNameRequired: 'Give the key a name (e.g. the CI that will use it).',
  keyNameTooLong: 'The name may be at most 100 characters.',
  deployKeyInvalid: 'The deploy key is missing, revoked or not the key of this remote.',
  unknownRemote: 'There is no remote by this name.',
} as const;

/** A published version's name: the remote's semver, '+', the first 12 hex characters of its files' SHA-256. */
export const REMOTE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[a-f0-9]{12}$/;

const version = string().trim().required(REMOTE_RELEASE_MESSAGES.versionRequired).max(128);

export const promoteRemoteReleaseSchema = object({ version });
export type PromoteRemoteReleaseInput = InferType<typeof promoteRemoteReleaseSchema>;

/** A canary: its version for the listed resellers, and/or for a sticky percentage of sessions. */
export const remoteCanarySchema = object({
  version,
  tenant_ids: array(
    number()
      .typeError(REMOTE_RELEASE_MESSAGES.tenantIds)
      .integer(REMOTE_RELEASE_MESSAGES.tenantIds)
      .min(1, REMOTE_RELEASE_MESSAGES.tenantIds)
      .max(2_147_483_647, REMOTE_RELEASE_MESSAGES.tenantIds)
      .required(REMOTE_RELEASE_MESSAGES.tenantIds),
  )
    .max(500)
    .default([]),
  percent: number()
    .typeError(REMOTE_RELEASE_MESSAGES.percentRange)
    .integer(REMOTE_RELEASE_MESSAGES.percentRange)
    .min(0, REMOTE_RELEASE_MESSAGES.percentRange)
    .max(100, REMOTE_RELEASE_MESSAGES.percentRange)
    .default(0),
}).test('canary-target', REMOTE_RELEASE_MESSAGES.canaryTarget, function check(value) {
  if (!value || value.tenant_ids.length > 0 || value.percent > 0) return true;
  return this.createError({ path: 'tenant_ids', message: REMOTE_RELEASE_MESSAGES.canaryTarget });
});
export type RemoteCanaryInput = InferType<typeof remoteCanarySchema>;

export const createRemoteDeployKeySchema = object({
  name: string()
    .trim()
    .required(REMOTE_RELEASE_MESSAGES.keyNameRequired)
    .max(100, REMOTE_RELEASE_MESSAGES.keyNameTooLong),
});
export type CreateRemoteDeployKeyInput = InferType<typeof createRemoteDeployKeySchema>;
