import {
  CreatedRemoteDeployKeyReply,
  ErrorReply,
  PublishedRemoteReleaseReply,
  RemoteReleasesReply,
  RemoteReleaseStateReply,
  RevokedRemoteDeployKeyReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import {
  createRemoteDeployKeySchema,
  promoteRemoteReleaseSchema,
  remoteCanarySchema,
} from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

/** :app of the routes: a remote's folder name (mfe-billing); an unknown one is a 404 from the handler. */
const appParams = object({ app: string().required().max(64) });

/** The build's files, read by the handler (bundle.ts). */
const bundleForm = documentedOnly({
  type: 'object',
  description:
    "multipart/form-data: `version`, the remote's semver (package.json), and one file part per file of the remote's dist folder, named by its path in the folder (mf-manifest.json, remoteEntry.js, ...). Source maps and anything but built files are refused. Authenticated by the remote's deploy key in the X-Deploy-Key header.",
  properties: { version: { type: 'string' } },
});

export const remoteReleaseSchemas = tagged('Releases', {
  publish: {
    summary: 'Publish a version of a remote (deploy key)',
    consumes: ['multipart/form-data'],
    params: appParams,
    body: bundleForm,
    response: replies(
      { 201: PublishedRemoteReleaseReply, 409: ErrorReply, 413: ErrorReply },
      [400, 401, 404, 422],
    ),
  },
  failure: {
    summary: 'Report that a version of a remote failed to load',
    consumes: ['text/plain'],
    body: documentedOnly({
      type: 'string',
      description:
        "The manifest URL of the version that failed to load (/releases/<app>/<version>/mf-manifest.json), as the shell's beacon sends it; any other text is ignored.",
    }),
    response: replies({ 200: SuccessMessageReply }, []),
  },
  overview: {
    summary: "List the remotes' versions, choices and deploy keys",
    response: replies({ 200: RemoteReleasesReply }, [401, 403]),
  },
  promote: {
    summary: 'Make a version of a remote live',
    params: appParams,
    body: promoteRemoteReleaseSchema,
    response: replies({ 200: RemoteReleaseStateReply }, [401, 403, 404, 422]),
  },
  rollback: {
    summary: 'Roll a remote back to its previous live version',
    params: appParams,
    response: replies({ 200: RemoteReleaseStateReply, 409: ErrorReply }, [401, 403, 404]),
  },
  canary: {
    summary: 'Start or change the canary of a remote',
    params: appParams,
    body: remoteCanarySchema,
    response: replies({ 200: RemoteReleaseStateReply }, [401, 403, 404, 422]),
  },
  endCanary: {
    summary: 'End the canary of a remote',
    params: appParams,
    response: replies({ 200: RemoteReleaseStateReply }, [401, 403, 404]),
  },
  createKey: {
    summary: 'Create a deploy key for a remote (its value is in this reply only)',
    params: appParams,
    body: createRemoteDeployKeySchema,
    response: replies({ 201: CreatedRemoteDeployKeyReply }, [401, 403, 404, 422]),
  },
  revokeKey: {
    summary: 'Revoke a deploy key',
    params: appParams.shape({ id: pathIdField('The key id must be an integer.') }),
    response: replies({ 200: RevokedRemoteDeployKeyReply }, [401, 403, 404, 422]),
  },
});
