import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminResellerPackage } from '@voice/contracts';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { PackageDialog } from '../../shared/packages/package-dialog';
import {
  PRICE_FIELD,
  PackageFormFields,
  SORT_ORDER_FIELD,
  SUPPORT_LEVEL_FIELD,
  VOICE_AGENTS_FIELD,
  YEARLY_PRICE_FIELD,
  type PackageTextField,
} from '../../shared/packages/package-form-fields';
import { useSaveResellerPackage } from './api/save-reseller-package';
import {
  EMPTY_RESELLER_PACKAGE,
  formValuesOf,
  toPayload,
  validateResellerPackageForm,
  type ResellerPackageFormValues,
} from './reseller-package-form';

type Field = keyof ResellerPackageFormValues;

type TextField = Exclude<Field, 'name' | 'description' | 'is_popular' | 'is_active'>;

const FIELDS: PackageTextField<TextField>[] = [
  PRICE_FIELD,
  YEARLY_PRICE_FIELD,
  VOICE_AGENTS_FIELD,
  {
    name: 'minutes_limit',
    label: msg`Minutes limit`,
    hint: msg`-1 for unlimited`,
    inputMode: 'numeric',
    required: true,
  },
  SUPPORT_LEVEL_FIELD,
  SORT_ORDER_FIELD,
];

export interface ResellerPackageDialogProps {
  open: boolean;
  /** The package to edit; null creates one. */
  pkg: AdminResellerPackage | null;
  onClose: () => void;
}

/** Create or edit a reseller package (validated by the same schema as the server). */
export function ResellerPackageDialog({ open, pkg, onClose }: ResellerPackageDialogProps) {
  const { t } = useLingui();
  const save = useSaveResellerPackage();
  const packageForm = useSaveForm({
    initialValues: pkg ? formValuesOf(pkg) : EMPTY_RESELLER_PACKAGE,
    validate: validateResellerPackageForm,
    save: (values) => save.mutateAsync({ id: pkg?.id ?? null, payload: toPayload(values) }),
    onSaved: (_reply, helpers) => {
      helpers.resetForm();
      onClose();
    },
    failedMessage: t`Failed to save reseller package`,
  });
  const id = (field: Field) => `reseller-package-${field.replace(/_/g, '-')}`;

  const editedName = pkg?.name;
  return (
    <PackageDialog
      open={open}
      title={editedName ? t`Edit ${editedName}` : t`Create Reseller Package`}
      formId="reseller-package-form"
      formLabel={t`Reseller package`}
      form={packageForm}
      submitLabel={pkg ? t`Save Changes` : t`Create Package`}
      onClose={onClose}
    >
      <PackageFormFields
        form={packageForm}
        textFields={FIELDS}
        idOf={id}
        activeLabel={t`Active (offered to resellers)`}
      />
    </PackageDialog>
  );
}
