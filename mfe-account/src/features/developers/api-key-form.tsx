import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { API_KEY_SCOPE_AREAS, type ApiKeyScope, type ApiKeyScopeArea } from '@voice/contracts';
import {
  API_KEY_NAME_MAX,
  createApiKeySchema,
  type CreateApiKeyPayload,
} from '@voice/contracts/schemas';
import { Checkbox, FormikTextField, VisuallyHidden } from '@voice/ui';
import { translateText } from '@voice/ui/core';
import { CheckGroup, FormCard, GroupError, SubmitRow, useSubmittingForm } from './form-parts';

const ScopesHint = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One area a row: its name, then Read and Read and write; the name above its boxes on a phone. */
const Area = styled.div`
  display: grid;
  grid-template-columns: 9rem 7rem minmax(0, 1fr);
  align-items: center;
  gap: 0.35rem 1rem;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 520px) {
    grid-template-columns: 1fr 1fr;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const AreaName = styled.span`
  font-weight: 600;
`;

const ReadOnly = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Values {
  name: string;
  scopes: ApiKeyScope[];
  expires_at: string;
}

const INITIAL: Values = { name: '', scopes: [], expires_at: '' };

/** An area's scopes with its level set: none, read, or write (which includes read, so read is dropped). */
function withLevel(
  scopes: ApiKeyScope[],
  area: ApiKeyScopeArea,
  level: 'none' | 'read' | 'write',
): ApiKeyScope[] {
  const others = scopes.filter((scope) => scope !== area.read && scope !== area.write);
  if (level === 'read') return [...others, area.read];
  if (level === 'write' && area.write) return [...others, area.write];
  return others;
}

export interface ApiKeyFormProps {
  /** Creates the key; rejects with the server's error, whose field errors and message the form shows. */
  onCreate: (payload: CreateApiKeyPayload) => Promise<unknown>;
  onCancel: () => void;
}

/** A new key: its name, its scopes (read or read-write per area) and an optional expiry date. */
export function ApiKeyForm({ onCreate, onCancel }: ApiKeyFormProps) {
  const { t } = useLingui();
  const { form, fields, banner, groupError, setGroup } = useSubmittingForm<
    Values,
    CreateApiKeyPayload
  >({
    initialValues: INITIAL,
    schema: createApiKeySchema,
    submit: onCreate,
    failureText: t`The key could not be created. Please try again.`,
  });
  useEffect(() => {
    document.getElementById('api-key-name')?.focus();
  }, []);

  const scopesError = groupError('scopes');
  const maxName = API_KEY_NAME_MAX;
  const setLevel = (area: ApiKeyScopeArea, level: 'none' | 'read' | 'write') =>
    setGroup('scopes', withLevel(form.values.scopes, area, level));

  return (
    <FormCard noValidate aria-label={t`New API key`} onSubmit={form.handleSubmit}>
      <h2>
        <Trans>New API key</Trans>
      </h2>
      {banner}
      <FormikTextField
        fields={fields}
        name="name"
        id="api-key-name"
        label={t`Name`}
        required
        hint={t`What will use the key, e.g. "Zapier" or "CRM sync" (at most ${maxName} characters).`}
      />
      <CheckGroup aria-describedby={scopesError ? 'api-key-scopes-error' : 'api-key-scopes-hint'}>
        <legend>
          <Trans>Scopes</Trans>
        </legend>
        <ScopesHint id="api-key-scopes-hint">
          <Trans>
            What the key may do. Read and write includes read. Keys never reach billing changes,
            user management or signing in as someone else.
          </Trans>
        </ScopesHint>
        {API_KEY_SCOPE_AREAS.map((area) => {
          const writes = area.write !== null && form.values.scopes.includes(area.write);
          const reads = writes || form.values.scopes.includes(area.read);
          const areaLabel = translateText(area.label);
          const areaName = areaLabel.toLowerCase();
          return (
            <Area key={area.area} role="group" aria-labelledby={`api-key-area-${area.area}`}>
              <AreaName id={`api-key-area-${area.area}`}>{areaLabel}</AreaName>
              <Checkbox
                name="scopes"
                value={area.read}
                checked={reads}
                disabled={writes}
                onChange={(event) => setLevel(area, event.target.checked ? 'read' : 'none')}
                label={
                  <>
                    <Trans>
                      Read<VisuallyHidden> {areaName}</VisuallyHidden>
                    </Trans>
                  </>
                }
              />
              {area.write ? (
                <Checkbox
                  name="scopes"
                  value={area.write}
                  checked={writes}
                  onChange={(event) => setLevel(area, event.target.checked ? 'write' : 'read')}
                  label={
                    <>
                      <Trans>
                        Read and write<VisuallyHidden> {areaName}</VisuallyHidden>
                      </Trans>
                    </>
                  }
                />
              ) : (
                <ReadOnly>
                  <Trans>Read only</Trans>
                </ReadOnly>
              )}
            </Area>
          );
        })}
        {scopesError ? (
          <GroupError id="api-key-scopes-error" role="alert">
            {scopesError}
          </GroupError>
        ) : null}
      </CheckGroup>
      <FormikTextField
        fields={fields}
        name="expires_at"
        id="api-key-expires-at"
        label={t`Expires on (optional)`}
        type="date"
        hint={t`The key stops working at the end of this day (UTC). Leave empty for a key that does not expire.`}
      />
      <SubmitRow
        busy={form.isSubmitting}
        text={t`Create key`}
        busyText={t`Creating...`}
        onCancel={onCancel}
      />
    </FormCard>
  );
}
