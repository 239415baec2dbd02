import { useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { AdminResellerPackage } from '@voice/contracts';
import {
  Button,
  Checkbox,
  FormField,
  Modal,
  TextArea,
  TextInput,
  fieldA11y,
  useToast,
} from '@voice/ui';
import { useSaveResellerPackage } from './api/save-reseller-package';
import {
  EMPTY_RESELLER_PACKAGE,
  formValuesOf,
  toPayload,
  validateResellerPackageForm,
  type ResellerPackageFormValues,
} from './reseller-package-form';

export const RESELLER_PACKAGE_SAVE_FAILED = 'Failed to save reseller package';

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

type Field = keyof ResellerPackageFormValues;

const FIELDS: {
  name: Field;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  required?: boolean;
}[] = [
  { name: 'price', label: 'Monthly price', inputMode: 'decimal', required: true },
  { name: 'yearly_price', label: 'Yearly price', inputMode: 'decimal', required: true },
  {
    name: 'voice_agents_limit',
    label: 'Voice agents limit',
    hint: '-1 for unlimited',
    inputMode: 'numeric',
    required: true,
  },
  {
    name: 'minutes_limit',
    label: 'Minutes limit',
    hint: '-1 for unlimited',
    inputMode: 'numeric',
    required: true,
  },
  { name: 'support_level', label: 'Support level', required: true },
  { name: 'sort_order', label: 'Sort order', inputMode: 'numeric' },
];

export interface ResellerPackageDialogProps {
  open: boolean;
  /** The package to edit; null creates one. */
  pkg: AdminResellerPackage | null;
  onClose: () => void;
}

/** Create or edit a reseller package (validated by the same schema as the server). */
export function ResellerPackageDialog({ open, pkg, onClose }: ResellerPackageDialogProps) {
  const toast = useToast();
  const save = useSaveResellerPackage();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const form = useFormik<ResellerPackageFormValues>({
    initialValues: pkg ? formValuesOf(pkg) : EMPTY_RESELLER_PACKAGE,
    enableReinitialize: true,
    validate: validateResellerPackageForm,
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        const reply = await save.mutateAsync({ id: pkg?.id ?? null, payload: toPayload(values) });
        toast.success(reply.message);
        form.resetForm();
        onClose();
      } catch (error) {
        const fields = fieldErrors(error) ?? {};
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])),
        );
        toast.error(serverMessage(error) ?? RESELLER_PACKAGE_SAVE_FAILED);
      }
    },
  });

  const errorOf = (field: Field): string | undefined =>
    (form.touched[field] && form.errors[field]) || serverErrors[field] || undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name } = event.target;
    if (name in serverErrors) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)),
      );
    }
    form.handleChange(event);
  };
  const id = (field: Field) => `reseller-package-${field.replace(/_/g, '-')}`;
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
      title={pkg ? `Edit ${pkg.name}` : 'Create Reseller Package'}
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="reseller-package-form" busy={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : pkg ? 'Save Changes' : 'Create Package'}
          </Button>
        </>
      }
    >
      <form
        id="reseller-package-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Reseller package"
      >
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
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              htmlFor={id(field.name)}
              error={errorOf(field.name)}
              hint={field.hint}
              required={field.required}
            >
              <TextInput
                {...fieldA11y(id(field.name), errorOf(field.name), { hint: !!field.hint })}
                name={field.name}
                inputMode={field.inputMode}
                required={field.required}
                value={form.values[field.name] as string}
                onChange={onChange}
                onBlur={form.handleBlur}
              />
            </FormField>
          ))}
        </Grid>
        <Checks>
          <Checkbox
            label="Popular"
            name="is_popular"
            checked={form.values.is_popular}
            onChange={form.handleChange}
          />
          <Checkbox
            label="Active (offered to resellers)"
            name="is_active"
            checked={form.values.is_active}
            onChange={form.handleChange}
          />
        </Checks>
      </form>
    </Modal>
  );
}
