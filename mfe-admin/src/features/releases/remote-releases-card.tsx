import type { RemoteReleases } from '@voice/contracts';
import { Badge, Button, ListTable, Td, TitledCard, Tr } from '@voice/ui';
import { useChangeRemoteRelease, type ReleaseChange } from './api/change-remote-release';
import type { CanaryTarget } from './canary-dialog';
import { DeployKeys } from './deploy-keys';
import { changeError, formatSize, promotionBlocker } from './release-messages';

type Remote = RemoteReleases['remotes'][number];

function canaryText(state: Remote['state']): string {
  const parts = [
    state.canary_tenant_ids.length > 0
      ? `resellers ${state.canary_tenant_ids.map(String).join(', ')}`
      : null,
    state.canary_percent > 0 ? `${String(state.canary_percent)}% of sessions` : null,
  ].filter(Boolean);
  return `${state.canary_version ?? ''} for ${parts.join(' and ')}`;
}

/** One remote: what page loads get (live, canary), its versions with their actions, its deploy keys. */
export function RemoteReleasesCard({
  remote,
  supported,
  onCanary,
  onMessage,
}: {
  remote: Remote;
  supported: readonly number[];
  onCanary: (target: CanaryTarget) => void;
  onMessage: (tone: 'success' | 'error', text: string) => void;
}) {
  const change = useChangeRemoteRelease();
  const { app, state } = remote;
  const run = (next: ReleaseChange) =>
    change.mutate(next, {
      onSuccess: (reply) => onMessage('success', reply.message),
      onError: (error) => onMessage('error', changeError(error)),
    });
  const busy = (kind: ReleaseChange['kind'], version?: string) =>
    change.isPending &&
    change.variables.kind === kind &&
    (version === undefined ||
      ('version' in change.variables && change.variables.version === version));
  return (
    <TitledCard id={`remote-${app}`} title={app}>
      <p>
        <strong>Live:</strong>{' '}
        {state.live_version ?? `the built-in build (${remote.default_entry})`}{' '}
        {state.live_version !== null ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy('rollback')}
            onClick={() => run({ kind: 'rollback', app })}
          >
            Roll back
          </Button>
        ) : null}
      </p>
      {state.live_version !== null ? (
        <p>Rolling back returns to {state.previous_live_version ?? 'the built-in build'}.</p>
      ) : null}
      <p>
        <strong>Canary:</strong> {state.canary_version ? canaryText(state) : 'none'}{' '}
        {state.canary_version ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy('end-canary')}
            onClick={() => run({ kind: 'end-canary', app })}
          >
            End canary
          </Button>
        ) : null}
      </p>
      {remote.versions.length === 0 ? (
        <p>
          No published version yet. Publish one with <code>npm run release -- {app}</code>.
        </p>
      ) : (
        <ListTable
          label={`Versions of ${app}`}
          columns={['Version', 'Contract', 'Size', 'Published', 'Failures', { hidden: 'Actions' }]}
        >
          {remote.versions.map((version) => {
            const blocker = promotionBlocker(version.contract_version, supported);
            const live = version.version === state.live_version;
            return (
              <Tr key={version.version}>
                <Td>
                  <code>{version.version}</code> {live ? <Badge tone="success">Live</Badge> : null}
                  {version.version === state.canary_version ? (
                    <Badge tone="info">Canary</Badge>
                  ) : null}
                  {blocker ? <Badge tone="danger">Unsupported contract</Badge> : null}
                </Td>
                <Td>v{version.contract_version}</Td>
                <Td style={{ whiteSpace: 'nowrap' }}>{formatSize(version.size)}</Td>
                <Td style={{ minWidth: '12rem' }}>
                  {version.published_at.slice(0, 16).replace('T', ' ')} by {version.published_by}
                </Td>
                <Td>
                  {version.failure_count > 0 ? (
                    <Badge tone="danger">{String(version.failure_count)}</Badge>
                  ) : (
                    '0'
                  )}
                </Td>
                <Td>
                  {blocker ? (
                    <span style={{ display: 'inline-block', minWidth: '16rem' }}>{blocker}</span>
                  ) : live ? null : (
                    <span style={{ display: 'inline-flex', gap: '0.4rem', flexWrap: 'wrap' }}>
                      <Button
                        size="sm"
                        busy={busy('promote', version.version)}
                        onClick={() => run({ kind: 'promote', app, version: version.version })}
                      >
                        Promote
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          onCanary({
                            app,
                            version: version.version,
                            tenantIds:
                              state.canary_version === version.version
                                ? state.canary_tenant_ids
                                : [],
                            percent:
                              state.canary_version === version.version ? state.canary_percent : 0,
                          })
                        }
                      >
                        Canary…
                      </Button>
                    </span>
                  )}
                </Td>
              </Tr>
            );
          })}
        </ListTable>
      )}
      <DeployKeys app={app} keys={remote.deploy_keys} onMessage={onMessage} />
    </TitledCard>
  );
}
