import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleUser } from '@voice/api-client';
import { serverMessage } from '@voice/api-client';
import { useResellersQuery } from '@voice/api-client/queries';
import { ROLES, isPlatformAdmin } from '@voice/contracts';
import { useSession } from '@voice/session';
import { LoginAsError } from '@voice/session/login-as';
import {
  Button,
  ConfirmDialog,
  FilterBar,
  FilterSelect,
  optionValue,
  PageContainer,
  PagedList,
  PageHeader,
  SearchBox,
  useToast,
} from '@voice/ui';
import { ResellerFilter, resellerParam } from '../../shared/list-page/filters';
import { useListParams } from '../../shared/list-page/use-list-params';
import { useCreateConsoleUser } from './api/create-user';
import { useDeleteConsoleUser } from './api/delete-user';
import { useConsoleUsersQuery } from './api/get-users';
import { useSendPasswordReset } from './api/send-password-reset';
import { useUpdateConsoleUser } from './api/update-user';
import { useLoginAs } from './use-login-as';
import { UserFormDialog } from './user-form-dialog';
import { ROLE_LABELS, grantableRoles, statusLabel } from './user-roles';
import { UsersTable } from './users-table';

function roleOptions(i18n: I18n) {
  return [
    { value: '', label: i18n._(msg`All roles`) },
    ...ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) })),
  ];
}
function statusOptions(i18n: I18n) {
  return [
    { value: '', label: i18n._(msg`All statuses`) },
    ...['active', 'suspended', 'inactive', 'pending'].map((value) => {
      const label = statusLabel(value);
      return { value, label: label ? i18n._(label) : value };
    }),
  ];
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; user: ConsoleUser }
  | { kind: 'delete'; user: ConsoleUser };

/**
 * /admin/users and /super-admin/users: the users an admin may see (a reseller admin its
 * tenant's, a platform admin every tenant's with the Reseller column and filter), searched by name and
 * email, filtered by role and status, paged. Create (a set-password email), edit (name, grantable role,
 * status), send a password reset, delete (anonymise) and, for platform admins, "Log in as".
 */
export default function UsersPage() {
  const toast = useToast();
  const { t, i18n } = useLingui();
  const ROLE_OPTIONS = roleOptions(i18n);
  const STATUS_OPTIONS = statusOptions(i18n);
  const actor = useSession((s) => s.user);
  const platformAdmin = isPlatformAdmin(actor?.role);
  const resellers = useResellersQuery(platformAdmin);
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const role = optionValue(ROLE_OPTIONS, params.get('role'));
  const status = optionValue(STATUS_OPTIONS, params.get('status'));
  const resellerId = platformAdmin ? resellerParam(params.get('reseller_id')) : '';
  const [draft, setDraft] = useState(search);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const filters = { search, role, status, reseller_id: resellerId };
  const list = useConsoleUsersQuery({
    page,
    ...(search ? { search } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(resellerId ? { reseller_id: resellerId } : {}),
  });
  const create = useCreateConsoleUser();
  const edit = useUpdateConsoleUser();
  const reset = useSendPasswordReset();
  const remove = useDeleteConsoleUser();
  const loginAs = useLoginAs();
  const filtered = Boolean(search || role || status || resellerId);
  const close = () => setDialog({ kind: 'none' });

  if (!actor) return null;
  const deleting = dialog.kind === 'delete' ? dialog.user.name : null;

  const sendReset = (user: ConsoleUser) =>
    reset.mutate(user.id, {
      onSuccess: (reply) => toast.success(reply.message ?? t`Password reset sent.`),
      onError: (error) =>
        toast.error(serverMessage(error) ?? t`Failed to send the password reset.`),
    });

  const confirmDelete = (user: ConsoleUser) =>
    remove.mutate(user.id, {
      onSuccess: (reply) => {
        toast.success(reply.message ?? t`User deleted.`);
        close();
      },
      onError: (error) => {
        toast.error(serverMessage(error) ?? t`Failed to delete the user.`);
        close();
      },
    });

  const logInAs = (user: ConsoleUser) => {
    loginAs(user.id).catch((error: unknown) => {
      // Spec 000 §9: impersonation failures are alerted with the server message or 'Unknown error'.
      window.alert(
        serverMessage(error) ?? (error instanceof LoginAsError ? error.message : t`Unknown error`),
      );
    });
  };

  return (
    <PageContainer>
      <PageHeader
        title={t`Users`}
        subtitle={
          platformAdmin
            ? t`Every user of the platform and its resellers`
            : t`The users of your site`
        }
        actions={
          grantableRoles(actor.role).length > 0 ? (
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <Trans>Add User</Trans>
            </Button>
          ) : null
        }
      />
      <FilterBar>
        <FilterSelect
          id="users-role"
          label={t`Role`}
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => update({ ...filters, page: 1, role: value })}
        />
        <FilterSelect
          id="users-status"
          label={t`Status`}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ ...filters, page: 1, status: value })}
        />
        {platformAdmin ? (
          <ResellerFilter
            id="users-reseller"
            value={resellerId}
            resellers={resellers.data}
            onChange={(value) => update({ ...filters, page: 1, reseller_id: value })}
          />
        ) : null}
        <SearchBox
          id="users-search"
          name={t`User search`}
          value={draft}
          placeholder={t`Name or email`}
          onChange={setDraft}
          onSearch={() => update({ ...filters, page: 1, search: draft.trim() })}
        />
      </FilterBar>
      <PagedList
        query={list}
        loadingText={t`Loading users...`}
        failedText={t`Failed to load users`}
        empty={
          filtered
            ? { title: t`No users found`, description: t`No user matches these filters.` }
            : { title: t`No users yet`, description: t`Users you add will appear here.` }
        }
        pagesLabel={t`User pages`}
        onPageChange={(next) => update({ ...filters, page: next })}
      >
        {(rows) => (
          <UsersTable
            rows={rows}
            actor={actor}
            platformAdmin={platformAdmin}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onPasswordReset={sendReset}
            onDelete={(user) => setDialog({ kind: 'delete', user })}
            onLoginAs={logInAs}
          />
        )}
      </PagedList>
      {dialog.kind === 'create' || dialog.kind === 'edit' ? (
        <UserFormDialog
          key={dialog.kind === 'edit' ? dialog.user.id : 'new'}
          user={dialog.kind === 'edit' ? dialog.user : null}
          actor={actor}
          resellers={platformAdmin ? (resellers.data ?? []) : null}
          busy={create.isPending || edit.isPending}
          onCreate={async (input) => {
            const reply = await create.mutateAsync(input);
            toast.success(reply.message);
          }}
          onUpdate={async (id, changes) => {
            const reply = await edit.mutateAsync({ id, changes });
            toast.success(reply.message);
          }}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={deleting ? t`Delete ${deleting}?` : t`Delete user?`}
        message={t`Their name, email, phone, company, bio and picture are erased and they can no longer sign in. Their calls and payments are kept for the books. This action cannot be undone.`}
        confirmLabel={t`Delete user`}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (dialog.kind === 'delete') confirmDelete(dialog.user);
        }}
      />
    </PageContainer>
  );
}
