import type { ChangeEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { SystemSettingsSave } from '@voice/api-client';
import { LANGUAGE_NAMES, MAX_IMAGE_BYTES, UI_LANGUAGES } from '@voice/contracts';
import {
  BANNER_MAX_BYTES,
  HEX_COLOR,
  IMAGE_SIZE_MESSAGE,
  SYSTEM_SETTINGS_MESSAGES,
  systemSettingsSchema,
  type SystemSettings,
} from '@voice/contracts/schemas';
import { ADMIN_SITE_CONTENT_PATH } from '@voice/contracts/paths';
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  fieldA11y,
  FormField,
  LoadingState,
  PageContainer,
  PageHeader,
  Select,
  TextArea,
  TextInput,
} from '@voice/ui';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { LoadError } from '../../shared/list-page/list-layout';
import { useSystemSettingsQuery } from './api/get-system-settings';
import { useSaveSystemSettings } from './api/save-system-settings';
import { BrandingPreview } from './branding-preview';
import { contrastWarnings } from './contrast';
import { ImagePicker, useFilePreview } from './image-picker';

export interface SettingsFormValues extends Omit<
  SystemSettings,
  'tenant' | 'logo_url' | 'banner_url'
> {
  logo_file: File | null;
  banner_file: File | null;
  remove_logo: boolean;
  remove_banner: boolean;
}

type TextField = Exclude<
  keyof SettingsFormValues,
  | 'logo_file'
  | 'banner_file'
  | 'remove_logo'
  | 'remove_banner'
  | 'show_demo_request'
  | 'show_contact_form'
  | 'show_pricing'
  | 'show_testimonials'
  | 'default_language'
>;
type FlagField = 'show_demo_request' | 'show_contact_form' | 'show_pricing' | 'show_testimonials';

export function formValuesOf(settings: SystemSettings): SettingsFormValues {
  const { tenant: _tenant, logo_url: _logo, banner_url: _banner, ...fields } = settings;
  return {
    ...fields,
    logo_file: null,
    banner_file: null,
    remove_logo: false,
    remove_banner: false,
  };
}

/** What PUT /api/admin/system-settings is sent: every field, and the pictures only when new ones were chosen. */
export function toPayload(values: SettingsFormValues): SystemSettingsSave {
  return {
    ...values,
    remove_logo: values.remove_logo && !values.logo_file,
    remove_banner: values.remove_banner && !values.banner_file,
  };
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 1.5rem;
  padding: 0;
  legend {
    font-size: 1.125rem;
    font-weight: 700;
    margin-bottom: 0.75rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  column-gap: 1rem;
`;

const Flags = styled.div`
  display: grid;
  gap: 0.6rem;
`;

const ColorRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  input[type='color'] {
    width: 3rem;
    height: 2.5rem;
    padding: 0.15rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Warnings = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
`;

const Status = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const TEXTS: Record<
  TextField,
  {
    label: MessageDescriptor;
    type?: string;
    rows?: number;
    required?: boolean;
    hint?: MessageDescriptor;
  }
> = {
  app_name: { label: msg`App name`, required: true },
  slogan: {
    label: msg`Slogan`,
    hint: msg`Shown under the app name; left empty, the default slogan is shown.`,
  },
  description: {
    label: msg`Description`,
    rows: 3,
    hint: msg`The site's description for search engines.`,
  },
  primary_color: { label: msg`Primary colour`, required: true },
  secondary_color: { label: msg`Secondary colour`, required: true },
  footer_text: { label: msg`Footer text`, rows: 2 },
  terms_url: { label: msg`Terms of service URL`, type: 'url' },
  privacy_url: { label: msg`Privacy policy URL`, type: 'url' },
  support_email: { label: msg`Support email`, type: 'email' },
  company_phone: { label: msg`Phone`, type: 'tel' },
  website: { label: msg`Website`, type: 'url' },
};

const FLAGS: { name: FlagField; label: MessageDescriptor }[] = [
  { name: 'show_demo_request', label: msg`Show the demo request` },
  { name: 'show_contact_form', label: msg`Show the contact form` },
  { name: 'show_pricing', label: msg`Show pricing` },
  { name: 'show_testimonials', label: msg`Show testimonials` },
];

const idOf = (field: string) => `settings-${field.replace(/_/g, '-')}`;

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useLingui();
  const save = useSaveSystemSettings();
  const { form, errorOf, onChange } = useSaveForm<
    SettingsFormValues,
    { message: string; data?: SystemSettings }
  >({
    initialValues: formValuesOf(settings),
    validationSchema: systemSettingsSchema,
    save: (values) => save.mutateAsync(toPayload(values)),
    failedMessage: t`Failed to save settings`,
  });
  const { values } = form;
  const logoPreview = useFilePreview(values.logo_file);
  const bannerPreview = useFilePreview(values.banner_file);
  const logoUrl = logoPreview ?? (values.remove_logo ? null : settings.logo_url);
  const bannerUrl = bannerPreview ?? (values.remove_banner ? null : settings.banner_url);

  const text = (name: TextField) => {
    const { label, type = 'text', rows, required = false, hint } = TEXTS[name];
    const id = idOf(name);
    const error = errorOf(name);
    const common = {
      ...fieldA11y(id, error, { hint: Boolean(hint) }),
      name,
      value: values[name],
      onChange,
      onBlur: form.handleBlur,
      required,
    };
    return (
      <FormField
        key={name}
        label={t(label)}
        htmlFor={id}
        error={error}
        hint={hint ? t(hint) : undefined}
        required={required}
      >
        {rows ? <TextArea rows={rows} {...common} /> : <TextInput type={type} {...common} />}
      </FormField>
    );
  };

  const color = (name: 'primary_color' | 'secondary_color') => {
    const label = t(TEXTS[name].label);
    const id = idOf(name);
    const error = errorOf(name);
    const warnings = contrastWarnings(values[name]);
    const warningId = `${id}-contrast`;
    const describedBy = [
      fieldA11y(id, error)['aria-describedby'],
      warnings.length ? warningId : null,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <FormField key={name} label={label} htmlFor={id} error={error} required>
        <ColorRow>
          <TextInput
            {...fieldA11y(id, error)}
            aria-describedby={describedBy || undefined}
            name={name}
            value={values[name]}
            onChange={onChange}
            onBlur={form.handleBlur}
            placeholder="#4F46E5"
            maxLength={7}
            required
          />
          <input
            type="color"
            aria-label={t`${label} picker`}
            value={HEX_COLOR.test(values[name]) ? values[name].toLowerCase() : '#000000'}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              void form.setFieldValue(name, event.currentTarget.value.toUpperCase())
            }
          />
        </ColorRow>
        {warnings.length ? (
          <Warnings id={warningId} aria-live="polite" data-testid={`${id}-warnings`}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Warnings>
        ) : null}
      </FormField>
    );
  };

  return (
    <>
      <Status>
        {settings.tenant === 'platform'
          ? t`You are editing the main site's branding.`
          : t`You are editing your site's branding.`}{' '}
        <Trans>Visitors see the changes on their next page load.</Trans>
      </Status>
      <Columns>
        <Card>
          <form noValidate onSubmit={form.handleSubmit} aria-label={t`System settings`}>
            <Group>
              <legend>
                <Trans>Site identity</Trans>
              </legend>
              {text('app_name')}
              {text('slogan')}
              {text('description')}
            </Group>
            <Group>
              <legend>
                <Trans>Logo and banner</Trans>
              </legend>
              <ImagePicker
                id={idOf('logo_file')}
                label={t`Logo`}
                texts={{
                  newPreview: t`New logo preview`,
                  none: t`No logo`,
                  remove: t`Remove logo`,
                }}
                hint={t`PNG, JPG or GIF, up to 2MB and 800x400 pixels.`}
                currentUrl={values.remove_logo ? null : settings.logo_url}
                previewUrl={logoPreview}
                maxBytes={MAX_IMAGE_BYTES}
                sizeMessage={IMAGE_SIZE_MESSAGE}
                error={errorOf('logo_file')}
                onChange={(file) => void form.setFieldValue('logo_file', file)}
                onRemove={() => {
                  void form.setFieldValue('logo_file', null);
                  void form.setFieldValue('remove_logo', true);
                }}
              />
              <ImagePicker
                id={idOf('banner_file')}
                label={t`Banner`}
                texts={{
                  newPreview: t`New banner preview`,
                  none: t`No banner`,
                  remove: t`Remove banner`,
                }}
                hint={t`PNG, JPG or GIF, up to 5MB and 4000x4000 pixels.`}
                currentUrl={values.remove_banner ? null : settings.banner_url}
                previewUrl={bannerPreview}
                maxBytes={BANNER_MAX_BYTES}
                sizeMessage={SYSTEM_SETTINGS_MESSAGES.bannerSize}
                error={errorOf('banner_file')}
                onChange={(file) => void form.setFieldValue('banner_file', file)}
                onRemove={() => {
                  void form.setFieldValue('banner_file', null);
                  void form.setFieldValue('remove_banner', true);
                }}
              />
            </Group>
            <Group>
              <legend>
                <Trans>Colours</Trans>
              </legend>
              <Pair>
                {color('primary_color')}
                {color('secondary_color')}
              </Pair>
            </Group>
            <Group>
              <legend>
                <Trans>Landing page sections</Trans>
              </legend>
              <Flags>
                {FLAGS.map(({ name, label }) => (
                  <Checkbox
                    key={name}
                    name={name}
                    label={t(label)}
                    checked={values[name]}
                    onChange={(event) => void form.setFieldValue(name, event.currentTarget.checked)}
                  />
                ))}
              </Flags>
            </Group>
            <Group>
              <legend>
                <Trans>Footer and legal links</Trans>
              </legend>
              {text('footer_text')}
              <Pair>
                {text('terms_url')}
                {text('privacy_url')}
              </Pair>
            </Group>
            <Group>
              <legend>
                <Trans>Language</Trans>
              </legend>
              <FormField
                label={t`Site language`}
                htmlFor={idOf('default_language')}
                error={errorOf('default_language')}
                hint={t`What visitors see until they pick another language at the foot of a page.`}
              >
                <Select
                  {...fieldA11y(idOf('default_language'), errorOf('default_language'), {
                    hint: true,
                  })}
                  name="default_language"
                  value={values.default_language}
                  onChange={onChange}
                  onBlur={form.handleBlur}
                >
                  {UI_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </Select>
              </FormField>
            </Group>
            <Group>
              <legend>
                <Trans>Contact</Trans>
              </legend>
              <Pair>
                {text('support_email')}
                {text('company_phone')}
              </Pair>
              {text('website')}
            </Group>
            <Button type="submit" busy={form.isSubmitting}>
              {form.isSubmitting ? t`Saving...` : t`Save settings`}
            </Button>
          </form>
        </Card>
        <BrandingPreview values={values} logoUrl={logoUrl} bannerUrl={bannerUrl} />
      </Columns>
    </>
  );
}

/**
 * /admin/system-settings: the tenant's branding (app name, slogan, description, logo and banner, colours with a
 * contrast warning, the landing's four sections, footer, legal links and contact data) with a live preview. A
 * platform admin edits the main host's, a reseller admin its own site's.
 */
export default function SystemSettingsPage() {
  const { t } = useLingui();
  const query = useSystemSettingsQuery();
  return (
    <PageContainer>
      <PageHeader
        title={t`System Settings`}
        subtitle={t`Your site's name, look and contact details, as visitors see them.`}
        actions={
          // The landing's own words and lists (hero, testimonials, FAQ...) have a page of their own.
          <ButtonLink to={ADMIN_SITE_CONTENT_PATH} variant="secondary">
            <Trans>Edit site content</Trans>
          </ButtonLink>
        }
      />
      {query.isPending ? <LoadingState text={t`Loading settings...`} /> : null}
      {query.isError ? (
        <div role="alert">
          <LoadError>
            <Trans>Failed to load settings</Trans>
          </LoadError>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {query.data ? <SettingsForm key={query.dataUpdatedAt} settings={query.data} /> : null}
    </PageContainer>
  );
}
