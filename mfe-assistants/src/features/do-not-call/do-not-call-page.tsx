import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { fieldErrors, serverMessage } from '@voice/api-client';
import { can, type DoNotCallEntry, type DoNotCallImportResult } from '@voice/contracts';
import { doNotCallAddSchema } from '@voice/contracts/phone';
import { useSession } from '@voice/session';
import {
  Button,
  Card,
  ConfirmDialog,
  CountedPagedList,
  DownloadCsvButton,
  FormField,
  ListTable,
  MessageBanner,
  PageContainer,
  PageHeader,
  SearchBox,
  Td,
  TextInput,
  Tr,
  fieldA11y,
  useToast,
} from '@voice/ui';
import {
  useAddDoNotCall,
  useDoNotCallQuery,
  useDownloadDoNotCall,
  useImportDoNotCall,
  useRemoveDoNotCall,
} from './do-not-call-api';

const SOURCE_LABELS: Record<DoNotCallEntry['source'], string> = {
  manual: 'Added by hand',
  csv: 'CSV import',
  call: 'Asked on a call',
};

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
`;

const AddForm = styled.form`
  display: grid;
  gap: 0 0.75rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  & > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Number = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
`;

// The table scrolls sideways on a phone rather than breaking the date into letters.
const When = styled(Td)`
  white-space: nowrap;
`;

const Wrap = styled(Td)`
  max-width: 20rem;
  overflow-wrap: anywhere;
`;

const Summary = styled.section<{ $warn: boolean }>`
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  border: 1px solid ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.success)};
  overflow-wrap: anywhere;
`;

const InvalidList = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  max-height: 12rem;
  overflow: auto;
`;

function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

const addedOn = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What an import did: counts, and the rows that were not numbers (with their row numbers). */
export function ImportSummary({ result }: { result: DoNotCallImportResult }) {
  const listed = result.invalid_rows.length;
  return (
    <Summary $warn={result.invalid > 0} aria-label="Import result">
      <div role="status">
        {result.added} added, {result.already_listed} already listed or repeated, {result.invalid}{' '}
        invalid.
      </div>
      {listed > 0 ? (
        <InvalidList aria-label="Invalid rows">
          {result.invalid_rows.map((row) => (
            <li key={row.row}>
              Row {row.row}: {row.value ? `“${row.value}” — ` : ''}
              {row.message}
            </li>
          ))}
          {result.invalid > listed ? <li>… and {result.invalid - listed} more.</li> : null}
        </InvalidList>
      ) : null}
    </Summary>
  );
}

/**
 * /do-not-call: the tenant's do-not-call list (shared by every user of the reseller, or of the platform): numbers
 * no outbound call dials. Anyone may search, add one number, import a CSV and download the list; removing is for
 * the tenant's admins (the server refuses others too).
 */
export default function DoNotCallPage() {
  const toast = useToast();
  const role = useSession((session) => session.user?.role);
  const mayRemove = can(role, 'do-not-call.remove');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useDoNotCallQuery(page, search);
  const add = useAddDoNotCall();
  const upload = useImportDoNotCall();
  const remove = useRemoveDoNotCall();
  const download = useDownloadDoNotCall();
  const [removing, setRemoving] = useState<DoNotCallEntry | null>(null);
  const [imported, setImported] = useState<DoNotCallImportResult | null>(null);
  const [importError, setImportError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useFormik({
    initialValues: { phone: '', reason: '' },
    validationSchema: doNotCallAddSchema,
    onSubmit: async (values, helpers) => {
      try {
        const cast = doNotCallAddSchema.cast(values);
        await add.mutateAsync({
          phone: cast.phone,
          ...(cast.reason ? { reason: cast.reason } : {}),
        });
        toast.success(`${cast.phone} is on the do-not-call list.`);
        helpers.resetForm();
      } catch (error) {
        const errors = fieldErrors(error);
        helpers.setFieldError('phone', errors?.phone?.[0] ?? errorText(error));
      }
    },
  });
  const phoneError = form.touched.phone ? form.errors.phone : undefined;
  const reasonError = form.touched.reason ? form.errors.reason : undefined;

  const onImport = (file: File | undefined) => {
    if (!file) return;
    setImported(null);
    setImportError('');
    upload.mutate(file, {
      onSuccess: (reply) => setImported(reply.data),
      onError: (error) => setImportError(errorText(error)),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  const onConfirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(`${removing.phone} may be called again.`),
      onError: (error) => toast.error(`Failed to remove the number: ${errorText(error)}`),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <PageContainer $width="80rem">
      <PageHeader
        title="Do Not Call"
        subtitle="Numbers your assistants never call. A person who asks on a call not to be called again is added by the assistant."
        actions={
          <DownloadCsvButton
            busy={download.isPending}
            disabled={false}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) => toast.error(`Failed to download the CSV: ${errorText(error)}`),
              })
            }
          />
        }
      />
      <Panels>
        <Card>
          <h2>Add a number</h2>
          <AddForm noValidate onSubmit={form.handleSubmit} aria-label="Add a number">
            <FormField
              label="Phone number"
              htmlFor="dnc-phone"
              error={phoneError}
              hint="In international form, e.g. +14155550123"
              required
            >
              <TextInput
                {...fieldA11y('dnc-phone', phoneError, { hint: true })}
                name="phone"
                type="tel"
                autoComplete="off"
                value={form.values.phone}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
            </FormField>
            <FormField label="Reason (optional)" htmlFor="dnc-reason" error={reasonError}>
              <TextInput
                {...fieldA11y('dnc-reason', reasonError)}
                name="reason"
                value={form.values.reason}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
            </FormField>
            <Button type="submit" busy={form.isSubmitting}>
              Add to the list
            </Button>
          </AddForm>
        </Card>
        <Card>
          <h2>Import a CSV file</h2>
          <p>
            The first row names the columns: one called <strong>phone</strong> or{' '}
            <strong>number</strong>, and optionally <strong>reason</strong>. At most 5 MB.
          </p>
          <FormField label="CSV file" htmlFor="dnc-file">
            <input
              id="dnc-file"
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              disabled={upload.isPending}
              onChange={(event) => onImport(event.target.files?.[0])}
            />
          </FormField>
          {upload.isPending ? <Muted role="status">Importing…</Muted> : null}
          <MessageBanner
            tone="error"
            message={importError}
            autoHideMs={0}
            onDismiss={() => setImportError('')}
          />
          {imported ? <ImportSummary result={imported} /> : null}
        </Card>
      </Panels>
      <SearchBox
        id="dnc-search"
        name="Do-not-call search"
        value={draft}
        placeholder="Number or reason"
        onChange={setDraft}
        onSearch={() => {
          setPage(1);
          setSearch(draft.trim());
        }}
      />
      <CountedPagedList
        query={list}
        loadingText="Loading the do-not-call list..."
        failedText="Failed to load the do-not-call list"
        empty={{
          title: search ? 'No number found' : 'No numbers yet',
          description: search
            ? 'No number or reason matches this search.'
            : 'Add a number or import a CSV file: outbound calls will skip these numbers.',
        }}
        noun="numbers"
        pagesLabel="Do-not-call pages"
        onPageChange={setPage}
      >
        {(items) => (
          <ListTable
            label="Do-not-call numbers"
            columns={['Number', 'Reason', 'Source', 'Added', { hidden: 'Actions' }]}
          >
            {items.map((row) => (
              <Tr key={row.id}>
                <Td>
                  <Number>{row.phone}</Number>
                </Td>
                <Wrap>{row.reason || '—'}</Wrap>
                <Td>{SOURCE_LABELS[row.source]}</Td>
                <When>
                  <time dateTime={row.created_at}>{addedOn(row.created_at)}</time>
                  <Muted>
                    {row.added_by
                      ? `by ${row.added_by.name}`
                      : row.source === 'call'
                        ? 'by the assistant'
                        : ''}
                  </Muted>
                </When>
                <Td>
                  {mayRemove ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove ${row.phone}`}
                      onClick={() => setRemoving(row)}
                    >
                      Remove
                    </Button>
                  ) : null}
                </Td>
              </Tr>
            ))}
          </ListTable>
        )}
      </CountedPagedList>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this number?"
        message={removing ? `${removing.phone} may be called again by your assistants.` : ''}
        confirmLabel="Yes, remove it"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={onConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageContainer>
  );
}
