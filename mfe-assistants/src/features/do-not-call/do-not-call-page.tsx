import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  formatDateTime,
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

const SOURCE_LABELS: Record<DoNotCallEntry['source'], MessageDescriptor> = {
  manual: msg`Added by hand`,
  csv: msg`CSV import`,
  call: msg`Asked on a call`,
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

const addedOn = (iso: string) => formatDateTime(iso);

/** One refused row of an import: its number, its value when there is one, and why. */
function InvalidRow({ row }: { row: DoNotCallImportResult['invalid_rows'][number] }) {
  const { row: number, value, message } = row;
  return value ? (
    <Trans>
      Row {number}: “{value}” — {message}
    </Trans>
  ) : (
    <Trans>
      Row {number}: {message}
    </Trans>
  );
}

/** What an import did: counts, and the rows that were not numbers (with their row numbers). */
export function ImportSummary({ result }: { result: DoNotCallImportResult }) {
  const { t } = useLingui();
  const listed = result.invalid_rows.length;
  const { added, already_listed: alreadyListed, invalid } = result;
  const more = result.invalid - listed;
  return (
    <Summary $warn={result.invalid > 0} aria-label={t`Import result`}>
      <div role="status">
        <Trans>
          {added} added, {alreadyListed} already listed or repeated, {invalid} invalid.
        </Trans>
      </div>
      {listed > 0 ? (
        <InvalidList aria-label={t`Invalid rows`}>
          {result.invalid_rows.map((row) => (
            <li key={row.row}>
              <InvalidRow row={row} />
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Trans>… and {more} more.</Trans>
            </li>
          ) : null}
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
  const { t } = useLingui();
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
  const removingPhone = removing?.phone;
  const removeLabel = (phone: string) => t`Remove ${phone}`;
  const addedBy = (row: DoNotCallEntry) => {
    const name = row.added_by?.name;
    if (name !== undefined) return t`by ${name}`;
    return row.source === 'call' ? t`by the assistant` : '';
  };

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
        const { phone } = cast;
        toast.success(t`${phone} is on the do-not-call list.`);
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
      onSuccess: () => {
        const { phone } = removing;
        toast.success(t`${phone} may be called again.`);
      },
      onError: (error) => {
        const reason = errorText(error);
        toast.error(t`Failed to remove the number: ${reason}`);
      },
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <PageContainer $width="80rem">
      <PageHeader
        title={t`Do Not Call`}
        subtitle={t`Numbers your assistants never call. A person who asks on a call not to be called again is added by the assistant.`}
        actions={
          <DownloadCsvButton
            busy={download.isPending}
            disabled={false}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) => {
                  const reason = errorText(error);
                  toast.error(t`Failed to download the CSV: ${reason}`);
                },
              })
            }
          />
        }
      />
      <Panels>
        <Card>
          <h2>
            <Trans>Add a number</Trans>
          </h2>
          <AddForm noValidate onSubmit={form.handleSubmit} aria-label={t`Add a number`}>
            <FormField
              label={t`Phone number`}
              htmlFor="dnc-phone"
              error={phoneError}
              hint={t`In international form, e.g. +14155550123`}
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
            <FormField label={t`Reason (optional)`} htmlFor="dnc-reason" error={reasonError}>
              <TextInput
                {...fieldA11y('dnc-reason', reasonError)}
                name="reason"
                value={form.values.reason}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
            </FormField>
            <Button type="submit" busy={form.isSubmitting}>
              <Trans>Add to the list</Trans>
            </Button>
          </AddForm>
        </Card>
        <Card>
          <h2>
            <Trans>Import a CSV file</Trans>
          </h2>
          <p>
            <Trans>
              The first row names the columns: one called <strong>phone</strong> or{' '}
              <strong>number</strong>, and optionally <strong>reason</strong>. At most 5 MB.
            </Trans>
          </p>
          <FormField label={t`CSV file`} htmlFor="dnc-file">
            <input
              id="dnc-file"
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              disabled={upload.isPending}
              onChange={(event) => onImport(event.target.files?.[0])}
            />
          </FormField>
          {upload.isPending ? (
            <Muted role="status">
              <Trans>Importing…</Trans>
            </Muted>
          ) : null}
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
        name={t`Do-not-call search`}
        value={draft}
        placeholder={t`Number or reason`}
        onChange={setDraft}
        onSearch={() => {
          setPage(1);
          setSearch(draft.trim());
        }}
      />
      <CountedPagedList
        query={list}
        loadingText={t`Loading the do-not-call list...`}
        failedText={t`Failed to load the do-not-call list`}
        empty={{
          title: search ? t`No number found` : t`No numbers yet`,
          description: search
            ? t`No number or reason matches this search.`
            : t`Add a number or import a CSV file: outbound calls will skip these numbers.`,
        }}
        noun={t`numbers`}
        pagesLabel={t`Do-not-call pages`}
        onPageChange={setPage}
      >
        {(items) => (
          <ListTable
            label={t`Do-not-call numbers`}
            columns={[t`Number`, t`Reason`, t`Source`, t`Added`, { hidden: t`Actions` }]}
          >
            {items.map((row) => (
              <Tr key={row.id}>
                <Td>
                  <Number>{row.phone}</Number>
                </Td>
                <Wrap>{row.reason || '—'}</Wrap>
                <Td>{t(SOURCE_LABELS[row.source])}</Td>
                <When>
                  <time dateTime={row.created_at}>{addedOn(row.created_at)}</time>
                  <Muted>{addedBy(row)}</Muted>
                </When>
                <Td>
                  {mayRemove ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={removeLabel(row.phone)}
                      onClick={() => setRemoving(row)}
                    >
                      <Trans>Remove</Trans>
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
        title={t`Remove this number?`}
        message={removingPhone ? t`${removingPhone} may be called again by your assistants.` : ''}
        confirmLabel={t`Yes, remove it`}
        cancelLabel={t`Keep it`}
        busy={remove.isPending}
        onConfirm={onConfirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </PageContainer>
  );
}
