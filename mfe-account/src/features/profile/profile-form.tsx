import { useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import {
  LANGUAGE_NAMES,
  PROFILE_MESSAGES,
  UI_LANGUAGES,
  type Language,
  type User,
} from '@voice/contracts';
import { profileSchema } from '@voice/contracts/schemas';
import { Button, FormField, Select, TextArea, TextInput, fieldA11y } from '@voice/ui';
import { chooseLanguage, translateText } from '@voice/ui/core';
import { useUpdateProfile } from './api/update-profile';
import { describeFailure } from './failure';
import { Actions, Row, Section } from './layout';
import { ProfilePictureField } from './profile-picture-field';
import { OutcomeBanner, useFormOutcome } from './form-outcome';
import { submitWhenValid } from './submit-when-valid';

interface Values {
  name: string;
  phone: string;
  company: string;
  bio: string;
  /** '' for the site's language. */
  language: Language | '';
  profile_picture: File | null;
}
type Field = keyof Values;

function valuesOf(user: User): Values {
  return {
    name: user.name,
    phone: user.phone ?? '',
    company: user.company ?? '',
    bio: user.bio ?? '',
    language: user.language ?? '',
    profile_picture: null,
  };
}

/** 'Profile Settings' form: picture, Full Name, Email (read-only), Phone, Company, Bio, Language. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const outcome = useFormOutcome();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pictureInputKey, setPictureInputKey] = useState(0);
  const { t } = useLingui();

  const form = useFormik<Values>({
    initialValues: valuesOf(user),
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setServerErrors({});
      outcome.clear();
      try {
        const reply = await update.mutateAsync({
          name: values.name.trim(),
          phone: values.phone,
          company: values.company,
          bio: values.bio,
          language: values.language,
          profile_picture: values.profile_picture,
        });
        // The user's own language from now on (and at every sign-in).
        if (values.language) void chooseLanguage(values.language);
        helpers.resetForm({ values: valuesOf({ ...user, ...reply.data }) });
        setPictureInputKey((key) => key + 1);
        outcome.succeed(PROFILE_MESSAGES.updated);
      } catch (error) {
        const failure = describeFailure(error, {
          failed: PROFILE_MESSAGES.updateFailed,
          unexpected: PROFILE_MESSAGES.updateUnexpected,
          withFieldErrors: PROFILE_MESSAGES.fixErrors,
        });
        setServerErrors(failure.fields);
        outcome.fail(failure.message);
      }
    },
  });

  const submit = submitWhenValid(
    form,
    { name: true, phone: true, company: true, bio: true, language: true, profile_picture: true },
    () => outcome.fail(PROFILE_MESSAGES.fixErrors),
  );

  const errorOf = (field: Field): string | undefined => {
    const local = form.touched[field] ? form.errors[field] : undefined;
    return (typeof local === 'string' ? local : undefined) ?? serverErrors[field];
  };
  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const field = event.target.name;
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
    form.handleChange(event);
  };
  const text = (
    field: 'name' | 'phone' | 'company',
    id: string,
    label: string,
    required = false,
  ) => (
    <FormField label={label} htmlFor={id} error={errorOf(field)} required={required}>
      <TextInput
        name={field}
        type={field === 'phone' ? 'tel' : 'text'}
        autoComplete={field === 'name' ? 'name' : field === 'phone' ? 'tel' : 'organization'}
        value={form.values[field]}
        onChange={onChange}
        onBlur={form.handleBlur}
        required={required}
        {...fieldA11y(id, errorOf(field))}
      />
    </FormField>
  );

  return (
    <Section>
      <OutcomeBanner outcome={outcome} />
      <form noValidate onSubmit={submit} aria-label={t`Profile Settings`}>
        <ProfilePictureField
          key={pictureInputKey}
          name={form.values.name || user.name}
          currentUrl={user.profile_picture}
          error={errorOf('profile_picture')}
          onChange={(file) => {
            setServerErrors(({ profile_picture: _gone, ...rest }) => rest);
            void form.setFieldTouched('profile_picture', true, false);
            void form.setFieldValue('profile_picture', file, true);
          }}
        />
        <Row>
          {text('name', 'profile-name', t`Full Name`, true)}
          <FormField
            label={t`Email`}
            htmlFor="profile-email"
            hint={translateText(PROFILE_MESSAGES.emailCannotChange)}
          >
            <TextInput
              id="profile-email"
              type="email"
              value={user.email}
              disabled
              readOnly
              aria-describedby="profile-email-hint"
            />
          </FormField>
          {text('phone', 'profile-phone', t`Phone`)}
          {text('company', 'profile-company', t`Company`)}
        </Row>
        <FormField label={t`Bio`} htmlFor="profile-bio" error={errorOf('bio')}>
          <TextArea
            name="bio"
            rows={4}
            value={form.values.bio}
            onChange={onChange}
            onBlur={form.handleBlur}
            {...fieldA11y('profile-bio', errorOf('bio'))}
          />
        </FormField>
        <FormField
          label={t`Language`}
          htmlFor="profile-language"
          error={errorOf('language')}
          hint={t`Yours whenever you sign in, on any device. Left on the site's language, you get what the site speaks.`}
        >
          <Select
            name="language"
            value={form.values.language}
            onChange={onChange}
            onBlur={form.handleBlur}
            {...fieldA11y('profile-language', errorOf('language'), { hint: true })}
          >
            <option value="">{t`The site's language`}</option>
            {UI_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        </FormField>
        <Actions>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t`Saving...` : t`Save Changes`}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
