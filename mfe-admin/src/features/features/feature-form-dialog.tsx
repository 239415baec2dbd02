import { Trans, useLingui } from '@lingui/react/macro';
import {
  FEATURE_ICONS,
  featureSchema,
  type AdminFeature,
  type FeatureInput,
} from '@voice/contracts/schemas';
import { Checkbox, FormField, Select, TextArea, TextInput, fieldA11y } from '@voice/ui';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { PackageDialog } from '../../shared/packages/package-dialog';
import { useSaveAdminFeature } from './api/save-admin-feature';

export interface FeatureFormValues {
  title: string;
  description: string;
  /** '' for no icon (the landing draws its default one). */
  icon: string;
  is_active: boolean;
}

export const EMPTY_FEATURE: FeatureFormValues = {
  title: '',
  description: '',
  icon: 'sparkle',
  is_active: true,
};

export function featureValuesOf(feature: AdminFeature): FeatureFormValues {
  return {
    title: feature.title,
    description: feature.description,
    icon: feature.icon ?? '',
    is_active: feature.is_active,
  };
}

export function toFeaturePayload(values: FeatureFormValues): FeatureInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    // The select offers FEATURE_ICONS only; the server checks the name again.
    icon: (values.icon || null) as FeatureInput['icon'],
    is_active: values.is_active,
  };
}

/** "calendar" -> "Calendar" */
const iconLabel = (icon: string) => `${icon[0]?.toUpperCase() ?? ''}${icon.slice(1)}`;

export interface FeatureFormDialogProps {
  open: boolean;
  /** The feature to edit; null creates one. */
  feature: AdminFeature | null;
  onClose: () => void;
}

/** Create or edit a feature of the landing: title, description, an icon of the fixed list, shown or hidden. */
export function FeatureFormDialog({ open, feature, onClose }: FeatureFormDialogProps) {
  const { t } = useLingui();
  const save = useSaveAdminFeature();
  const featureForm = useSaveForm({
    initialValues: feature ? featureValuesOf(feature) : EMPTY_FEATURE,
    validationSchema: featureSchema,
    save: (values) =>
      save.mutateAsync({ id: feature?.id ?? null, payload: toFeaturePayload(values) }),
    onSaved: () => onClose(),
    failedMessage: t`Failed to save feature`,
  });
  const { form, errorOf, onChange } = featureForm;
  const id = (field: keyof FeatureFormValues) => `feature-${field.replace(/_/g, '-')}`;

  const editedTitle = feature?.title;
  return (
    <PackageDialog
      open={open}
      title={editedTitle ? t`Edit ${editedTitle}` : t`Add Feature`}
      formId="feature-form"
      formLabel={t`Feature`}
      form={featureForm}
      submitLabel={feature ? t`Save Changes` : t`Add Feature`}
      onClose={onClose}
    >
      <FormField label={t`Title`} htmlFor={id('title')} error={errorOf('title')} required>
        <TextInput
          {...fieldA11y(id('title'), errorOf('title'))}
          name="title"
          required
          maxLength={255}
          value={form.values.title}
          onChange={onChange}
          onBlur={form.handleBlur}
        />
      </FormField>
      <FormField
        label={t`Description`}
        htmlFor={id('description')}
        error={errorOf('description')}
        required
      >
        <TextArea
          {...fieldA11y(id('description'), errorOf('description'))}
          name="description"
          rows={4}
          required
          value={form.values.description}
          onChange={onChange}
          onBlur={form.handleBlur}
        />
      </FormField>
      <FormField label={t`Icon`} htmlFor={id('icon')} error={errorOf('icon')}>
        <Select
          {...fieldA11y(id('icon'), errorOf('icon'))}
          name="icon"
          value={form.values.icon}
          onChange={onChange}
          onBlur={form.handleBlur}
        >
          <option value="">
            <Trans>Default</Trans>
          </option>
          {FEATURE_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {iconLabel(icon)}
            </option>
          ))}
        </Select>
      </FormField>
      <Checkbox
        name="is_active"
        label={t`Shown on the landing page`}
        checked={form.values.is_active}
        onChange={(event) => void form.setFieldValue('is_active', event.currentTarget.checked)}
      />
    </PackageDialog>
  );
}
