import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ConsoleUser, ConsoleUserChanges, NewConsoleUser } from '@voice/api-client';
import type { Role } from '@voice/contracts';
import {
  Button,
  fieldA11y,
  FormField,
  MessageBanner,
  Modal,
  ResellerOptions,
  Select,
  TextInput,
  useServerFieldErrors,
} from '@voice/ui';
import { ROLE_LABELS, STATUS_LABELS, grantableRoles } from './user-roles';

const Form = styled.form`
  display: grid;
  gap: 0.25rem;
`;

export interface ResellerOption {
  id: number;
  org_name: string;
}

interface Values {
  name: string;
  email: string;
  role: Role;
  status: 'active' | 'suspended';
  /** '' = the platform (main site). */
  reseller_id: string;
}

export interface UserFormDialogProps {
  /** The user to edit; null creates one. */
  user: ConsoleUser | null;
  actor: { id: number; role: string };
  /** Platform admins choose the new user's site; others create users of their own tenant. */
  resellers: ResellerOption[] | null;
  busy: boolean;
  onCreate: (input: NewConsoleUser) => Promise<unknown>;
  onUpdate: (id: number, changes: ConsoleUserChanges) => Promise<unknown>;
  onClose: () => void;
}

function initialValues(user: ConsoleUser | null, roles: readonly Role[]): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? roles[0] ?? 'user',
    status: user?.status === 'suspended' ? 'suspended' : 'active',
    reseller_id: user?.reseller_id ? String(user.reseller_id) : '',
  };
}

/**
 * Create a user (name, email, role; platform admins: the site), who is emailed a link to set a password;
 * or edit one (name, role among the grantable roles, status active or suspended). One's own role and
 * status are not offered (the server refuses them too).
 */
export function UserFormDialog({
  user,
  actor,
  resellers,
  busy,
  onCreate,
  onUpdate,
  onClose,
}: UserFormDialogProps) {
  const { t } = useLingui();
  const grantable = grantableRoles(actor.role);
  const [values, setValues] = useState<Values>(() => initialValues(user, grantable));
  const [problem, setProblem] = useState('');
  const fields = useServerFieldErrors();
  const self = user?.id === actor.id;
  const roleChoices: readonly Role[] =
    user && !grantable.includes(user.role) ? [user.role, ...grantable] : grantable;
  const set = (key: keyof Values) =>
    fields.clearingOnChange((event) => setValues((v) => ({ ...v, [key]: event.target.value })));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    fields.clear();
    setProblem('');
    try {
      if (user) {
        const changes: ConsoleUserChanges = { name: values.name.trim() };
        if (!self) {
          changes.role = values.role;
          changes.status = values.status;
        }
        await onUpdate(user.id, changes);
      } else {
        await onCreate({
          name: values.name.trim(),
          email: values.email.trim(),
          role: values.role,
          ...(resellers
            ? { reseller_id: values.reseller_id ? Number(values.reseller_id) : null }
            : {}),
        });
      }
      onClose();
    } catch (error) {
      setProblem(fields.takeFrom(error, t`Failed to save the user.`));
    }
  };

  const errorOf = (key: string) => fields.errors[key] || undefined;
  const id = (key: string) => `user-form-${key.replace(/_/g, '-')}`;

  const editedName = user?.name;
  return (
    <Modal
      open
      title={user ? t`Edit ${editedName}` : t`Add User`}
      onClose={() => (busy ? undefined : onClose())}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="user-form" busy={busy}>
            {user ? t`Save Changes` : t`Create User`}
          </Button>
        </>
      }
    >
      <Form id="user-form" aria-label={t`User`} noValidate onSubmit={(event) => void submit(event)}>
        {problem ? (
          <MessageBanner tone="error" message={problem} onDismiss={() => setProblem('')} />
        ) : null}
        <FormField label={t`Name`} htmlFor={id('name')} error={errorOf('name')} required>
          <TextInput
            {...fieldA11y(id('name'), errorOf('name'))}
            name="name"
            required
            maxLength={255}
            value={values.name}
            onChange={set('name')}
          />
        </FormField>
        {user ? null : (
          <FormField
            label={t`Email`}
            htmlFor={id('email')}
            error={errorOf('email')}
            hint={t`We email a link to set a password.`}
            required
          >
            <TextInput
              {...fieldA11y(id('email'), errorOf('email'), { hint: true })}
              name="email"
              type="email"
              required
              maxLength={255}
              value={values.email}
              onChange={set('email')}
            />
          </FormField>
        )}
        {self ? null : (
          <FormField label={t`Role`} htmlFor={id('role')} error={errorOf('role')} required>
            <Select
              {...fieldA11y(id('role'), errorOf('role'))}
              name="role"
              value={values.role}
              onChange={set('role')}
            >
              {roleChoices.map((role) => (
                <option key={role} value={role} disabled={!grantable.includes(role)}>
                  {t(ROLE_LABELS[role])}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        {!user && resellers ? (
          <FormField label={t`Site`} htmlFor={id('reseller_id')} error={errorOf('reseller_id')}>
            <Select
              {...fieldA11y(id('reseller_id'), errorOf('reseller_id'))}
              name="reseller_id"
              value={values.reseller_id}
              onChange={set('reseller_id')}
            >
              <ResellerOptions resellers={resellers} allLabel={t`Main site (platform)`} />
            </Select>
          </FormField>
        ) : null}
        {user && !self ? (
          <FormField label={t`Status`} htmlFor={id('status')} error={errorOf('status')}>
            <Select
              {...fieldA11y(id('status'), errorOf('status'))}
              name="status"
              value={values.status}
              onChange={set('status')}
            >
              <option value="active">{t(STATUS_LABELS.active)}</option>
              <option value="suspended">{t(STATUS_LABELS.suspended)}</option>
            </Select>
          </FormField>
        ) : null}
      </Form>
    </Modal>
  );
}
