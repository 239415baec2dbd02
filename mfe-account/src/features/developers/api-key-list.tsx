import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  API_KEY_SCOPE_LABELS,
  maskedApiKey,
  type ApiKey,
  type ApiKeyStatus,
} from '@voice/contracts';
import { Badge, Button, RowItem, RowLine, RowList, RowMain, RowMeta } from '@voice/ui';
import { translateText } from '@voice/ui/core';
import { formatDateTime } from '../call-logs/format';

const Name = styled.span`
  font-size: 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Masked = styled.code`
  font-size: 0.9375rem;
`;

const Scopes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Scope = styled.li`
  padding: 0.1rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  font-size: 0.8125rem;
`;

/** The main part and the button side by side, one above the other when narrow. */
const Row = styled(RowItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

const STATUS_TONES: Record<ApiKeyStatus, 'success' | 'neutral' | 'warning'> = {
  active: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

const STATUS_TEXT: Record<ApiKeyStatus, MessageDescriptor> = {
  active: msg`Active`,
  revoked: msg`Revoked`,
  expired: msg`Expired`,
};

function When({ iso, none }: { iso: string | null; none: string }) {
  const text = formatDateTime(iso);
  return iso && text ? <time dateTime={iso}>{text}</time> : <>{none}</>;
}

/** The caller's keys: name, masked key, scopes, dates, last use and status, with Revoke for a live one. */
export function ApiKeyList({
  keys,
  revoking,
  onRevoke,
}: {
  keys: ApiKey[];
  /** The id of the key being revoked (its button is busy). */
  revoking: number | null;
  onRevoke: (key: ApiKey) => void;
}) {
  const { t } = useLingui();
  return (
    <RowList aria-label={t`API keys`}>
      {keys.map((key) => {
        const last4 = key.last4;
        const name = key.name;
        const ip = key.last_used_ip;
        return (
          <Row key={key.id}>
            <RowMain>
              <RowLine>
                <Name>{key.name}</Name>
                <Masked aria-label={t`Key ending in ${last4}`}>{maskedApiKey(key.last4)}</Masked>
                <Badge tone={STATUS_TONES[key.status]}>{t(STATUS_TEXT[key.status])}</Badge>
              </RowLine>
              <Scopes aria-label={t`Scopes`}>
                {key.scopes.map((scope) => (
                  <Scope key={scope}>{translateText(API_KEY_SCOPE_LABELS[scope])}</Scope>
                ))}
              </Scopes>
              <RowMeta>
                <Trans>
                  Created <When iso={key.created_at} none="—" /> · Expires{' '}
                  <When iso={key.expires_at} none={t`never`} />
                </Trans>
                {key.revoked_at ? (
                  <>
                    {' '}
                    <Trans>
                      · Revoked <When iso={key.revoked_at} none="—" />
                    </Trans>
                  </>
                ) : null}
              </RowMeta>
              <RowMeta>
                {key.last_used_at ? (
                  ip ? (
                    <Trans>
                      Last used <When iso={key.last_used_at} none="—" /> from {ip}
                    </Trans>
                  ) : (
                    <Trans>
                      Last used <When iso={key.last_used_at} none="—" />
                    </Trans>
                  )
                ) : (
                  t`Never used`
                )}
              </RowMeta>
            </RowMain>
            {key.status === 'active' ? (
              <Button
                variant="danger"
                size="sm"
                busy={revoking === key.id}
                onClick={() => onRevoke(key)}
                aria-label={t`Revoke ${name}`}
              >
                <Trans>Revoke</Trans>
              </Button>
            ) : null}
          </Row>
        );
      })}
    </RowList>
  );
}
