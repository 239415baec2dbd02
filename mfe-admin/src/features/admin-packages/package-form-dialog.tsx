import { useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { AdminPackage } from '@voice/contracts';
import {
  PACKAGE_ANALYTICS_LEVELS,
  adminPackageSchema,
  validatePayloadSync,
} from '@voice/contracts/schemas';
import {
  Button,
  Checkbox,
  FormField,
  Modal,
  Select,
  TextArea,
  TextInput,
  fieldA11y,
  useToast,
} from '@voice/ui';
import { useSaveAdminPackage } from './api/save-admin-package';
import {
  EMPTY_PACKAGE,
  formValuesOf,
  toPayload,
  toPayloadDraft,
  type PackageFormValues,
} from './package-form';

export const PACKAGE_SAVE_FAILED = 'Failed to save package';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Checks = styled.div`
  display: flex;
  gap: 1.5rem;
  margin-bottom: 1rem;
`;

type Field = keyof PackageFormValues;

/** The first message of each field (a feature's own error shows under Features). */
export function validatePackageForm(values: PackageFormValues): Partial<Record<Field, string>> {
  const result = validatePayloadSync(adminPackageSchema, toPayloadDraft(values));
  if (result.ok) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, messages] of Object.entries(result.errors)) {
    const field = key.replace(/\[\d+\]$/, '') as Field;
    if (!errors[field] && messages[0]) errors[field] = messages[0];
  }
  return errors;
}

const TEXT_FIELDS: {
  name: Field;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}[] = [
  { name: 'price', label: 'Monthly price', inputMode: 'decimal' },
  { name: 'yearly_price', label: 'Yearly price', inputMode: 'decimal' },
  {
    name: 'monthly_minutes_limit',
    label: 'Monthly minutes',
    hint: '-1 for unlimited',
    inputMode: 'numeric',
  },
  {
    name: 'voice_agents_limit',
    label: 'Voice agents limit',
    hint: '-1 for unlimited',
    inputMode: 'numeric',
  },
  { name: 'extra_per_minute_charge', label: 'Extra per-minute charge', inputMode: 'decimal' },
  { name: 'support_level', label: 'Support level' },
  { name: 'sort_order', label: 'Sort order', inputMode: 'numeric' },
];

const REQUIRED: readonly Field[] = [
  'name',
  'price',
  'yearly_price',
  'monthly_minutes_limit',
  'voice_agents_limit',
  'extra_per_minute_charge',
  'support_level',
  'analytics_level',
];

export interface PackageFormDialogProps {
  open: boolean;
  /** The plan to edit; null creates one. */
  plan: AdminPackage | null;
  onClose: () => void;
}

/** Create or edit a plan of the admin's tenant. */
export function PackageFormDialog({ open, plan, onClose }: PackageFormDialogProps) {
  const toast = useToast();
  const save = useSaveAdminPackage();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const form = useFormik<PackageFormValues>({
    initialValues: plan ? formValuesOf(plan) : EMPTY_PACKAGE,
    enableReinitialize: true,
    validate: validatePackageForm,
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        const reply = await save.mutateAsync({ id: plan?.id ?? null, payload: toPayload(values) });
        toast.success(reply.message);
        onClose();
      } catch (error) {
        const fields = fieldErrors(error) ?? {};
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])),
        );
        toast.error(serverMessage(error) ?? PACKAGE_SAVE_FAILED);
      }
    },
  });

  const errorOf = (field: Field): string | undefined =>
    (form.touched[field] && form.errors[field]) || serverErrors[field] || undefined;
  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const { name } = event.target;
    if (name in serverErrors) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)),
      );
    }
    form.handleChange(event);
  };
  const id = (field: Field) => `package-${field.replace(/_/g, '-')}`;

  const close = () => {
    if (!form.isSubmitting) {
      form.resetForm();
      setServerErrors({});
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={plan ? `Edit ${plan.name}` : 'Create Package'}
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="package-form" busy={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : plan ? 'Save Changes' : 'Create Package'}
          </Button>
        </>
      }
    >
      <form id="package-form" noValidate onSubmit={form.handleSubmit} aria-label="Package">
        <FormField label="Name" htmlFor={id('name')} error={errorOf('name')} required>
          <TextInput
            {...fieldA11y(id('name'), errorOf('name'))}
            name="name"
            required
            value={form.values.name}
            onChange={onChange}
            onBlur={form.handleBlur}
          />
        </FormField>
        <FormField label="Description" htmlFor={id('description')} error={errorOf('description')}>
          <TextArea
            {...fieldA11y(id('description'), errorOf('description'))}
            name="description"
            rows={2}
            value={form.values.description}
            onChange={onChange}
            onBlur={form.handleBlur}
          />
        </FormField>
        <Grid>
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              htmlFor={id(field.name)}
              error={errorOf(field.name)}
              hint={field.hint}
              required={REQUIRED.includes(field.name)}
            >
              <TextInput
                {...fieldA11y(id(field.name), errorOf(field.name), { hint: !!field.hint })}
                name={field.name}
                inputMode={field.inputMode}
                required={REQUIRED.includes(field.name)}
                value={form.values[field.name] as string}
                onChange={onChange}
                onBlur={form.handleBlur}
              />
            </FormField>
          ))}
          <FormField
            label="Analytics level"
            htmlFor={id('analytics_level')}
            error={errorOf('analytics_level')}
            required
          >
            <Select
              {...fieldA11y(id('analytics_level'), errorOf('analytics_level'))}
              name="analytics_level"
              required
              value={form.values.analytics_level}
              onChange={onChange}
              onBlur={form.handleBlur}
            >
              {PACKAGE_ANALYTICS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level[0]?.toUpperCase()}
                  {level.slice(1)}
                </option>
              ))}
            </Select>
          </FormField>
        </Grid>
        <FormField
          label="Features"
          htmlFor={id('features')}
          error={errorOf('features')}
          hint="One per line"
        >
          <TextArea
            {...fieldA11y(id('features'), errorOf('features'), { hint: true })}
            name="features"
            rows={4}
            value={form.values.features}
            onChange={onChange}
            onBlur={form.handleBlur}
          />
        </FormField>
        <Checks>
          <Checkbox
            label="Popular"
            name="is_popular"
            checked={form.values.is_popular}
            onChange={form.handleChange}
          />
          <Checkbox
            label="Active (offered to new customers)"
            name="is_active"
            checked={form.values.is_active}
            onChange={form.handleChange}
          />
        </Checks>
      </form>
    </Modal>
  );
}
