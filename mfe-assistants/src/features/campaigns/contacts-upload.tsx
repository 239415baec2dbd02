import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import type { ContactMapping } from '@voice/contracts/schemas';
import {
  Button,
  Card,
  Checkbox,
  FieldRow,
  FormField,
  ListTable,
  MessageBanner,
  Select,
  Td,
  Tr,
  useToast,
} from '@voice/ui';
import {
  useContactsImport,
  useContactsPreview,
  type ContactsMapping,
  type ContactsPreview,
} from './campaigns-api';
import { Fieldset } from './campaign-fields';
import { formatNumber } from './format';

const Panel = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1rem;
  }
`;

const Muted = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const Variables = styled(Fieldset)`
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1rem;
  }
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Flag = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

// What the file held: long words break, short ones stay whole (the table scrolls sideways on a phone).
const Value = styled(Td)`
  min-width: 6rem;
  max-width: 14rem;
  overflow-wrap: break-word;
`;

const Phone = styled(Td)`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const NONE = '';

function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** The mapping the server reported, as the one the form sends (no number column: the user must choose one). */
function asMapping(mapping: ContactsMapping): ContactMapping {
  return {
    phone: mapping.phone ?? '',
    name: mapping.name,
    time_zone: mapping.time_zone,
    variables: mapping.variables,
  };
}

function MappingFields({
  preview,
  mapping,
  busy,
  onChange,
}: {
  preview: ContactsPreview;
  mapping: ContactMapping;
  busy: boolean;
  onChange: (mapping: ContactMapping) => void;
}) {
  const { t } = useLingui();
  const column = (
    field: 'phone' | 'name' | 'time_zone',
    label: string,
    hint: string,
    required = false,
  ) => (
    <FormField label={label} htmlFor={`contacts-map-${field}`} hint={hint} required={required}>
      <Select
        id={`contacts-map-${field}`}
        aria-describedby={`contacts-map-${field}-hint`}
        value={mapping[field] ?? NONE}
        disabled={busy}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            ...mapping,
            [field]: field === 'phone' ? value : value === NONE ? null : value,
            // A column is either this field or a variable.
            variables: mapping.variables.filter((v) => v !== value),
          });
        }}
      >
        <option value={NONE}>{required ? t`Choose a column` : t`None`}</option>
        {preview.columns.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </FormField>
  );
  const taken = new Set([mapping.phone, mapping.name, mapping.time_zone]);
  const free = preview.columns.filter((name) => !taken.has(name));
  return (
    <>
      <h3>
        <Trans>Columns</Trans>
      </h3>
      <FieldRow>
        {column('phone', t`Number`, t`E.164 or as written in the caller number’s country.`, true)}
        {column('name', t`Name`, t`Optional.`)}
      </FieldRow>
      <FieldRow>
        {column('time_zone', t`Time zone`, t`Optional: else read from the number.`)}
        {free.length > 0 ? (
          <Variables>
            <legend>
              <Trans>Variables</Trans>
            </legend>
            <div>
              {free.map((name) => (
                <Checkbox
                  key={name}
                  label={`{{${name}}}`}
                  checked={mapping.variables.includes(name)}
                  disabled={busy}
                  onChange={(event) =>
                    onChange({
                      ...mapping,
                      variables: event.target.checked
                        ? [...mapping.variables, name]
                        : mapping.variables.filter((v) => v !== name),
                    })
                  }
                />
              ))}
            </div>
          </Variables>
        ) : null}
      </FieldRow>
    </>
  );
}

/** The preview's counts, the reasons rows were flagged, and the flagged rows with their line in the file. */
export function PreviewResult({ preview }: { preview: ContactsPreview }) {
  const { t } = useLingui();
  const reasons = Object.entries(preview.errors_by_reason);
  const rowsTotal = formatNumber(preview.rows_total);
  const valid = formatNumber(preview.valid);
  const flagged = formatNumber(preview.errors_total);
  const moreFlagged = formatNumber(preview.errors_total - preview.errors.length);
  return (
    <section aria-label={t`Preview`}>
      <h3>
        <Trans>Preview</Trans>
      </h3>
      <Counts aria-label={t`Counts`}>
        <li>
          <Trans>
            <strong>{rowsTotal}</strong> rows
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{valid}</strong> ready to import
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{flagged}</strong> flagged
          </Trans>
        </li>
        {reasons.map(([reason, count]) => (
          <li key={reason}>
            {reason}: <strong>{formatNumber(count)}</strong>
          </li>
        ))}
      </Counts>
      {preview.errors.length > 0 ? (
        <ListTable label={t`Flagged rows`} columns={[t`Row`, t`Value`, t`Problem`]}>
          {preview.errors.map((error) => (
            <Tr key={`${error.row}-${error.reason}`}>
              <Td>{error.row}</Td>
              <Value>{error.value || '—'}</Value>
              <Value>
                <Flag>{error.reason}</Flag>
              </Value>
            </Tr>
          ))}
        </ListTable>
      ) : null}
      {preview.errors_total > preview.errors.length ? (
        <Muted>
          <Trans>… and {moreFlagged} more flagged rows.</Trans>
        </Muted>
      ) : null}
      {preview.sample.length > 0 ? (
        <>
          <h3>
            <Trans>First rows</Trans>
          </h3>
          <ListTable
            label={t`First rows`}
            columns={[t`Row`, t`Number`, t`Name`, t`Time zone`, t`Check`]}
          >
            {preview.sample.map((row) => (
              <Tr key={row.row}>
                <Td>{row.row}</Td>
                <Phone>{row.phone ?? '—'}</Phone>
                <Value>{row.name ?? '—'}</Value>
                <Td>{row.time_zone ?? '—'}</Td>
                <Value>{row.error ? <Flag>{row.error}</Flag> : t`OK`}</Value>
              </Tr>
            ))}
          </ListTable>
        </>
      ) : null}
    </section>
  );
}

/**
 * A draft's contacts step: upload a CSV, see the columns the server guessed and change them, see the rows it
 * flags (bad number, duplicate, on the do-not-call list, already in the campaign) with the counts, then import the
 * rest. Nothing is saved before Import; the import skips exactly the rows the preview flagged.
 */
export function ContactsUpload({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const preview = useContactsPreview(campaignId);
  const upload = useContactsImport(campaignId);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ContactMapping | null>(null);
  const [result, setResult] = useState<ContactsPreview | null>(null);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const check = (chosen: File, next: ContactMapping | null) => {
    setError('');
    preview.mutate(
      { file: chosen, mapping: next && next.phone ? next : null },
      {
        onSuccess: (data) => {
          setResult(data);
          setMapping(next && next.phone ? next : asMapping(data.mapping));
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  const reset = () => {
    setFile(null);
    setMapping(null);
    setResult(null);
    if (input.current) input.current.value = '';
  };

  const onImport = () => {
    if (!file || !mapping) return;
    setError('');
    upload.mutate(
      { file, mapping },
      {
        onSuccess: ({ result: done, message }) => {
          const imported = formatNumber(done.imported);
          const skipped = formatNumber(done.skipped);
          toast.success(message || t`${imported} contacts imported, ${skipped} skipped.`);
          reset();
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  const busy = preview.isPending || upload.isPending;
  const variables = '{{variables}}';
  const maxRows = formatNumber(100_000);
  const validCount = result ? formatNumber(result.valid) : '';
  return (
    <Panel as="section" aria-labelledby="contacts-upload">
      <h2 id="contacts-upload">
        <Trans>Add contacts</Trans>
      </h2>
      <Muted>
        <Trans>
          A CSV file with a header row: a column of phone numbers, and optionally name, time zone
          and columns for the assistant’s {variables}. Up to {maxRows} rows. Numbers on your
          do-not-call list are flagged and never called.
        </Trans>
      </Muted>
      <FormField label={t`CSV file`} htmlFor="contacts-file">
        <input
          id="contacts-file"
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            setFile(chosen);
            setResult(null);
            check(chosen, null);
          }}
        />
      </FormField>
      {preview.isPending ? (
        <Muted role="status">
          <Trans>Checking the file…</Trans>
        </Muted>
      ) : null}
      <MessageBanner tone="error" message={error} autoHideMs={0} onDismiss={() => setError('')} />
      {result && mapping && file ? (
        <>
          <MappingFields
            preview={result}
            mapping={mapping}
            busy={busy}
            onChange={(next) => {
              setMapping(next);
              if (next.phone) check(file, next);
            }}
          />
          <PreviewResult preview={result} />
          <Actions>
            <Button
              onClick={onImport}
              busy={upload.isPending}
              disabled={busy || !mapping.phone || result.valid === 0}
            >
              <Trans>Import {validCount} contacts</Trans>
            </Button>
            <Button variant="secondary" onClick={reset} disabled={busy}>
              <Trans>Choose another file</Trans>
            </Button>
          </Actions>
        </>
      ) : null}
    </Panel>
  );
}
