import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { API_KEY_SCOPE_AREAS, type ApiKeyScope, type ApiKeyScopeArea } from '@voice/contracts';
import {
  API_KEY_NAME_MAX,
  createApiKeySchema,
  type CreateApiKeyPayload,
} from '@voice/contracts/schemas';
import {
  bindFields,
  Button,
  Card,
  Checkbox,
  FormikTextField,
  MessageBanner,
  useServerFieldErrors,
  VisuallyHidden,
} from '@voice/ui';

const Form = styled(Card).attrs({ as: 'form' })`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
`;

const Scopes = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 0.25rem;
    padding: 0;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

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

const GroupError = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
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
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState('');
  const form = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: createApiKeySchema,
    onSubmit: async (values) => {
      server.clear();
      setFailure('');
      try {
        await onCreate(createApiKeySchema.cast(values) as CreateApiKeyPayload);
      } catch (error) {
        setFailure(server.takeFrom(error, 'The key could not be created. Please try again.'));
      }
    },
  });
  const fields = bindFields(form, server);
  useEffect(() => {
    document.getElementById('api-key-name')?.focus();
  }, []);

  const scopesError =
    (form.touched.scopes || form.submitCount > 0) && typeof form.errors.scopes === 'string'
      ? form.errors.scopes
      : server.errors.scopes;
  const setLevel = (area: ApiKeyScopeArea, level: 'none' | 'read' | 'write') => {
    server.clearField('scopes');
    void form.setFieldTouched('scopes', true, false);
    void form.setFieldValue('scopes', withLevel(form.values.scopes, area, level), true);
  };

  return (
    <Form noValidate aria-label="New API key" onSubmit={form.handleSubmit}>
      <h2>New API key</h2>
      <MessageBanner
        tone="error"
        message={failure}
        autoHideMs={0}
        onDismiss={() => setFailure('')}
      />
      <FormikTextField
        fields={fields}
        name="name"
        id="api-key-name"
        label="Name"
        required
        hint={`What will use the key, e.g. "Zapier" or "CRM sync" (at most ${API_KEY_NAME_MAX} characters).`}
      />
      <Scopes aria-describedby={scopesError ? 'api-key-scopes-error' : 'api-key-scopes-hint'}>
        <legend>Scopes</legend>
        <ScopesHint id="api-key-scopes-hint">
          What the key may do. Read and write includes read. Keys never reach billing changes, user
          management or signing in as someone else.
        </ScopesHint>
        {API_KEY_SCOPE_AREAS.map((area) => {
          const writes = area.write !== null && form.values.scopes.includes(area.write);
          const reads = writes || form.values.scopes.includes(area.read);
          return (
            <Area key={area.area} role="group" aria-labelledby={`api-key-area-${area.area}`}>
              <AreaName id={`api-key-area-${area.area}`}>{area.label}</AreaName>
              <Checkbox
                name="scopes"
                value={area.read}
                checked={reads}
                disabled={writes}
                onChange={(event) => setLevel(area, event.target.checked ? 'read' : 'none')}
                label={
                  <>
                    Read<VisuallyHidden> {area.label.toLowerCase()}</VisuallyHidden>
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
                      Read and write<VisuallyHidden> {area.label.toLowerCase()}</VisuallyHidden>
                    </>
                  }
                />
              ) : (
                <ReadOnly>Read only</ReadOnly>
              )}
            </Area>
          );
        })}
        {scopesError ? (
          <GroupError id="api-key-scopes-error" role="alert">
            {scopesError}
          </GroupError>
        ) : null}
      </Scopes>
      <FormikTextField
        fields={fields}
        name="expires_at"
        id="api-key-expires-at"
        label="Expires on (optional)"
        type="date"
        hint="The key stops working at the end of this day (UTC). Leave empty for a key that does not expire."
      />
      <Actions>
        <Button type="submit" busy={form.isSubmitting}>
          {form.isSubmitting ? 'Creating...' : 'Create key'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
