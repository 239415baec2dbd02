import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RemoteReleases } from '@voice/contracts';
import { Badge, Button, ListTable, Td, TitledCard, Tr } from '@voice/ui';
import { useChangeRemoteRelease, type ReleaseChange } from './api/change-remote-release';
import type { CanaryTarget } from './canary-dialog';
import { DeployKeys } from './deploy-keys';
import { changeError, formatSize, promotionBlocker } from './release-messages';

type Remote = RemoteReleases['remotes'][number];

function canaryText(state: Remote['state'], i18n: I18n): string {
  const version = state.canary_version ?? '';
  const ids = state.canary_tenant_ids.map(String).join(', ');
  const percent = String(state.canary_percent);
  if (ids && state.canary_percent > 0) {
    return i18n._(msg`${version} for resellers ${ids} and ${percent}% of sessions`);
  }
  if (ids) return i18n._(msg`${version} for resellers ${ids}`);
  if (state.canary_percent > 0) return i18n._(msg`${version} for ${percent}% of sessions`);
  return version;
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
  const { t, i18n } = useLingui();
  const change = useChangeRemoteRelease();
  const builtIn = remote.default_entry;
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
  const previous = state.previous_live_version ?? t`the built-in build`;
  return (
    <TitledCard id={`remote-${app}`} title={app}>
      <p>
        <strong>
          <Trans>Live:</Trans>
        </strong>{' '}
        {state.live_version ?? t`the built-in build (${builtIn})`}{' '}
        {state.live_version !== null ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy('rollback')}
            onClick={() => run({ kind: 'rollback', app })}
          >
            <Trans>Roll back</Trans>
          </Button>
        ) : null}
      </p>
      {state.live_version !== null ? (
        <p>
          <Trans>Rolling back returns to {previous}.</Trans>
        </p>
      ) : null}
      <p>
        <strong>
          <Trans>Canary:</Trans>
        </strong>{' '}
        {state.canary_version ? canaryText(state, i18n) : t`none`}{' '}
        {state.canary_version ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy('end-canary')}
            onClick={() => run({ kind: 'end-canary', app })}
          >
            <Trans>End canary</Trans>
          </Button>
        ) : null}
      </p>
      {remote.versions.length === 0 ? (
        <p>
          <Trans>
            No published version yet. Publish one with <code>npm run release -- {app}</code>.
          </Trans>
        </p>
      ) : (
        <ListTable
          label={t`Versions of ${app}`}
          columns={[
            t`Version`,
            t`Contract`,
            t`Size`,
            t`Published`,
            t`Failures`,
            { hidden: t`Actions` },
          ]}
        >
          {remote.versions.map((version) => {
            const blocker = promotionBlocker(version.contract_version, supported);
            const live = version.version === state.live_version;
            const published = version.published_at.slice(0, 16).replace('T', ' ');
            const publisher = version.published_by;
            return (
              <Tr key={version.version}>
                <Td>
                  <code>{version.version}</code>{' '}
                  {live ? <Badge tone="success">{t`Live`}</Badge> : null}
                  {version.version === state.canary_version ? (
                    <Badge tone="info">{t`Canary`}</Badge>
                  ) : null}
                  {blocker ? <Badge tone="danger">{t`Unsupported contract`}</Badge> : null}
                </Td>
                <Td>{`v${version.contract_version}`}</Td>
                <Td style={{ whiteSpace: 'nowrap' }}>{formatSize(version.size)}</Td>
                <Td style={{ minWidth: '12rem' }}>{t`${published} by ${publisher}`}</Td>
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
                        <Trans>Promote</Trans>
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
                        <Trans>Canary…</Trans>
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
