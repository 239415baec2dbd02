import { useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import type { DemoRequestInput, User } from '@voice/contracts';
import { demoRequestSchema } from '@voice/contracts/schemas';
import { isNetworkError } from '@voice/api-client';
import {
  Button,
  FormField,
  MessageBanner,
  TextArea,
  TextInput,
  fieldA11y,
  useServerFieldErrors,
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
type Field = keyof Values;

/** Shown when the server's answer carries no message of its own. */
export const DEMO_REQUEST_MESSAGES = {
  sent: 'Thank you! Your demo request has been sent. We will contact you soon.',
  failed: 'There was an error sending your demo request. Please try again.',
  network: 'Unable to reach the server. Please check your connection and try again.',
} as const;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const INPUTS: {
  name: Exclude<Field, 'message'>;
  label: string;
  type: string;
  autoComplete: string;
  required?: boolean;
  placeholder?: string;
}[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company (optional)', type: 'text', autoComplete: 'organization' },
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
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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

  const errorOf = (field: Field) => server.errorOf(form, field);
  const onChange = server.clearingOnChange(form.handleChange);

  const input = (field: (typeof INPUTS)[number]) => (
    <FormField
      key={field.name}
      label={field.label}
      htmlFor={`demo-${field.name}`}
      error={errorOf(field.name)}
      required={field.required}
    >
      <TextInput
        {...fieldA11y(`demo-${field.name}`, errorOf(field.name))}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        required={field.required}
        value={form.values[field.name]}
        onChange={onChange}
        onBlur={form.handleBlur}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Request a demo">
      <MessageBanner
        tone={notice?.tone ?? 'info'}
        message={notice?.text ?? ''}
        onDismiss={() => setNotice(null)}
      />
      <Row>{INPUTS.slice(0, 2).map(input)}</Row>
      <Row>{INPUTS.slice(2).map(input)}</Row>
      <FormField
        label="Preferred time (optional)"
        htmlFor="demo-preferred_time"
        error={errorOf('preferred_time')}
      >
        <TextInput
          {...fieldA11y('demo-preferred_time', errorOf('preferred_time'))}
          name="preferred_time"
          placeholder="e.g. Weekday mornings, CET"
          value={form.values.preferred_time}
          onChange={onChange}
          onBlur={form.handleBlur}
        />
      </FormField>
      <FormField label="Message (optional)" htmlFor="demo-message" error={errorOf('message')}>
        <TextArea
          {...fieldA11y('demo-message', errorOf('message'))}
          name="message"
          rows={5}
          value={form.values.message}
          onChange={onChange}
          onBlur={form.handleBlur}
        />
      </FormField>
      <Button type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'Request Demo'}
      </Button>
    </form>
  );
}
