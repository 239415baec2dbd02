import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormik } from 'formik';
import type { DemoRequestInput, User } from '@voice/contracts';
import { demoRequestSchema } from '@voice/contracts/schemas';
import { isNetworkError } from '@voice/api-client';
import {
  bindFields,
  Button,
  FormikTextField,
  FormikTextFieldRows,
  NoticeBanner,
  useServerFieldErrors,
  type FormNotice,
  type FormikTextFieldSpec,
} from '@voice/ui';
import { useSendDemoRequest } from './api/send-demo-request';

interface Values {
  name: string;
  email: string;
  phone: string;
  company: string;
  preferred_time: string;
  message: string;
}

/** Shown when the server's answer carries no message of its own. */
export const DEMO_REQUEST_MESSAGES = {
  sent: msg`Thank you! Your demo request has been sent. We will contact you soon.`,
  failed: msg`There was an error sending your demo request. Please try again.`,
  network: msg`Unable to reach the server. Please check your connection and try again.`,
} as const;

type InputSpec = Omit<FormikTextFieldSpec<Values>, 'label'> & { label: MessageDescriptor };

const INPUTS: InputSpec[] = [
  { name: 'name', label: msg`Full Name`, autoComplete: 'name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: msg`Phone (optional)`, type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: msg`Company (optional)`, autoComplete: 'organization' },
];

/** The form's first values: the signed-in user's name, email, phone and company. */
export function valuesFromUser(user: User | null): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    company: user?.company ?? '',
    preferred_time: '',
    message: '',
  };
}

function payload(values: Values): DemoRequestInput {
  const clean = demoRequestSchema.cast(values);
  return {
    name: clean.name,
    email: clean.email,
    phone: clean.phone || null,
    company: clean.company || null,
    preferred_time: clean.preferred_time || null,
    message: clean.message || null,
  };
}

/**
 * The /demo-request form: POST /api/demo-requests. On success the server's message shows and the
 * details the user typed (preferred time, message) clear; failures show the server's message and its
 * field errors under their fields until the field is edited.
 */
export function DemoRequestForm({ user }: { user: User | null }) {
  const send = useSendDemoRequest();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const server = useServerFieldErrors();
  const { t } = useLingui();

  const form = useFormik<Values>({
    initialValues: valuesFromUser(user),
    validationSchema: demoRequestSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      server.clear();
      try {
        const reply = await send.mutateAsync(payload(values));
        helpers.resetForm({ values: { ...values, preferred_time: '', message: '' } });
        setNotice({ tone: 'success', text: reply.message || t(DEMO_REQUEST_MESSAGES.sent) });
      } catch (error) {
        if (isNetworkError(error)) {
          setNotice({ tone: 'error', text: t(DEMO_REQUEST_MESSAGES.network) });
          return;
        }
        setNotice({ tone: 'error', text: server.takeFrom(error, t(DEMO_REQUEST_MESSAGES.failed)) });
      }
    },
  });

  const fields = bindFields(form, server);
  const specs = INPUTS.map((spec) => ({ ...spec, label: t(spec.label) }));

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label={t`Request a demo`}>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <FormikTextFieldRows fields={fields} specs={specs} idPrefix="demo" />
      <FormikTextField
        fields={fields}
        name="preferred_time"
        id="demo-preferred_time"
        label={t`Preferred time (optional)`}
        placeholder={t`e.g. Weekday mornings, CET`}
      />
      <FormikTextField
        fields={fields}
        name="message"
        id="demo-message"
        label={t`Message (optional)`}
        rows={5}
      />
      <Button type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? t`Sending...` : t`Request Demo`}
      </Button>
    </form>
  );
}
