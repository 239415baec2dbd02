import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { AdminPackage } from '@voice/contracts';
import {
  CAMPAIGN_PLAN_LABELS,
  PACKAGE_ANALYTICS_LEVELS,
  adminPackageSchema,
  validatePayloadSync,
} from '@voice/contracts/schemas';
import { Checkbox, FormField, Select, TextArea, TextInput, fieldA11y } from '@voice/ui';
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
import { useSaveAdminPackage } from './api/save-admin-package';
import {
  EMPTY_PACKAGE,
  formValuesOf,
  toPayload,
  toPayloadDraft,
  type PackageFormValues,
} from './package-form';

/** The booking checkbox sits on a line of its own, spaced like the form's fields. */
const BookingLine = styled.div`
  margin-bottom: 1rem;
`;

/** Outbound campaigns: the switch, and its two limits side by side while on (stacked on a phone). */
const CampaignLimits = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** How an analytics level reads ('basic' -> 'Basic'); an unknown one is capitalised. */
const ANALYTICS_LEVEL_LABELS: Record<string, MessageDescriptor | undefined> = {
  basic: msg`Basic`,
  advanced: msg`Advanced`,
  enterprise: msg`Enterprise`,
};

function analyticsLevelLabel(level: string, t: (descriptor: MessageDescriptor) => string): string {
  const known = ANALYTICS_LEVEL_LABELS[level];
  return known ? t(known) : `${level[0]?.toUpperCase() ?? ''}${level.slice(1)}`;
}

const CAMPAIGN_LIMIT_FIELDS = [
  {
    name: 'campaign_concurrency_limit',
    label: CAMPAIGN_PLAN_LABELS.concurrency,
    hint: msg`Calls at once in one campaign`,
  },
  {
    name: 'campaign_contacts_monthly_limit',
    label: CAMPAIGN_PLAN_LABELS.contacts,
    hint: msg`Contacts imported a month, all campaigns`,
  },
] as const;

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

type TextField = Exclude<
  Field,
  | 'name'
  | 'description'
  | 'analytics_level'
  | 'features'
  | 'is_popular'
  | 'is_active'
  | 'booking_enabled'
  | 'campaigns_enabled'
  | 'campaign_concurrency_limit'
  | 'campaign_contacts_monthly_limit'
>;

const TEXT_FIELDS: PackageTextField<TextField>[] = [
  PRICE_FIELD,
  YEARLY_PRICE_FIELD,
  {
    name: 'monthly_minutes_limit',
    label: msg`Monthly minutes`,
    hint: msg`-1 for unlimited`,
    inputMode: 'numeric',
    required: true,
  },
  VOICE_AGENTS_FIELD,
  {
    name: 'knowledge_sources_limit',
    label: msg`Knowledge sources limit`,
    hint: msg`Per assistant; 0 for no knowledge base`,
    inputMode: 'numeric',
    required: true,
  },
  {
    name: 'knowledge_mb_limit',
    label: msg`Knowledge size limit`,
    hint: msg`MB per assistant, all sources together`,
    inputMode: 'numeric',
    required: true,
  },
  {
    name: 'extra_per_minute_charge',
    label: msg`Extra per-minute charge`,
    inputMode: 'decimal',
    required: true,
  },
  SUPPORT_LEVEL_FIELD,
  SORT_ORDER_FIELD,
];

export interface PackageFormDialogProps {
  open: boolean;
  /** The plan to edit; null creates one. */
  plan: AdminPackage | null;
  onClose: () => void;
}

/** Create or edit a plan of the admin's tenant. */
export function PackageFormDialog({ open, plan, onClose }: PackageFormDialogProps) {
  const { t } = useLingui();
  const save = useSaveAdminPackage();
  const packageForm = useSaveForm({
    initialValues: plan ? formValuesOf(plan) : EMPTY_PACKAGE,
    validate: validatePackageForm,
    save: (values) => save.mutateAsync({ id: plan?.id ?? null, payload: toPayload(values) }),
    onSaved: () => onClose(),
    failedMessage: t`Failed to save package`,
  });
  const { form, errorOf, onChange } = packageForm;
  const id = (field: Field) => `package-${field.replace(/_/g, '-')}`;

  const editedName = plan?.name;
  const campaignsLabel = CAMPAIGN_PLAN_LABELS.enabled;
  return (
    <PackageDialog
      open={open}
      title={editedName ? t`Edit ${editedName}` : t`Create Package`}
      formId="package-form"
      formLabel={t`Package`}
      form={packageForm}
      submitLabel={plan ? t`Save Changes` : t`Create Package`}
      onClose={onClose}
    >
      <PackageFormFields
        form={packageForm}
        textFields={TEXT_FIELDS}
        idOf={id}
        activeLabel={t`Active (offered to new customers)`}
        gridExtra={
          <FormField
            label={t`Analytics level`}
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
                  {analyticsLevelLabel(level, t)}
                </option>
              ))}
            </Select>
          </FormField>
        }
        afterGrid={
          <>
            <FormField
              label={t`Features`}
              htmlFor={id('features')}
              error={errorOf('features')}
              hint={t`One per line`}
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
            <BookingLine>
              <Checkbox
                label={t`Appointment booking included`}
                name="booking_enabled"
                checked={form.values.booking_enabled}
                onChange={form.handleChange}
              />
            </BookingLine>
            <div role="group" aria-label={t`Outbound campaigns`}>
              <BookingLine>
                <Checkbox
                  label={t`${campaignsLabel}: outbound calling lists included`}
                  name="campaigns_enabled"
                  checked={form.values.campaigns_enabled}
                  onChange={form.handleChange}
                />
              </BookingLine>
              {form.values.campaigns_enabled ? (
                <CampaignLimits>
                  {CAMPAIGN_LIMIT_FIELDS.map((field) => (
                    <FormField
                      key={field.name}
                      label={field.label}
                      htmlFor={id(field.name)}
                      error={errorOf(field.name)}
                      hint={t(field.hint)}
                      required
                    >
                      <TextInput
                        {...fieldA11y(id(field.name), errorOf(field.name), { hint: true })}
                        name={field.name}
                        inputMode="numeric"
                        required
                        value={form.values[field.name]}
                        onChange={onChange}
                        onBlur={form.handleBlur}
                      />
                    </FormField>
                  ))}
                </CampaignLimits>
              ) : null}
            </div>
          </>
        }
      />
    </PackageDialog>
  );
}
