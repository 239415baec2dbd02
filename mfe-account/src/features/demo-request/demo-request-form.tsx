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
  sent: 'Thank you! Your demo request has been sent. We will contact you soon.',
  failed: 'There was an error sending your demo request. Please try again.',
  network: 'Unable to reach the server. Please check your connection and try again.',
} as const;

const INPUTS: FormikTextFieldSpec<Values>[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company (optional)', autoComplete: 'organization' },
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

  const form = useFormik<Values>({
    initialValues: valuesFromUser(user),
    validationSchema: demoRequestSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      server.clear();
      try {
        const reply = await send.mutateAsync(payload(values));
        helpers.resetForm({ values: { ...values, preferred_time: '', message: '' } });
        setNotice({ tone: 'success', text: reply.message || DEMO_REQUEST_MESSAGES.sent });
      } catch (error) {
        if (isNetworkError(error)) {
          setNotice({ tone: 'error', text: DEMO_REQUEST_MESSAGES.network });
          return;
        }
        setNotice({ tone: 'error', text: server.takeFrom(error, DEMO_REQUEST_MESSAGES.failed) });
      }
    },
  });

  const fields = bindFields(form, server);

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Request a demo">
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <FormikTextFieldRows fields={fields} specs={INPUTS} idPrefix="demo" />
      <FormikTextField
        fields={fields}
        name="preferred_time"
        id="demo-preferred_time"
        label="Preferred time (optional)"
        placeholder="e.g. Weekday mornings, CET"
      />
      <FormikTextField
        fields={fields}
        name="message"
        id="demo-message"
        label="Message (optional)"
        rows={5}
      />
      <Button type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'Request Demo'}
      </Button>
    </form>
  );
}
