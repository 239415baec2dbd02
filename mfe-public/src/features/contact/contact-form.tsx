import { useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import type { ContactForm as ContactPayload } from '@voice/contracts';
import { contactSchema } from '@voice/contracts/schemas';
import { sendContactMessage } from '@voice/api-client';
import {
  Button,
  FormField,
  MessageBanner,
  TextArea,
  TextInput,
  fieldA11y,
  useServerFieldErrors,
  type BannerTone,
} from '@voice/ui';
import { contactFailure, rejectedReply } from './contact-failure';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
}

type Field = keyof Values;

const EMPTY: Values = { first_name: '', last_name: '', email: '', phone: '', message: '' };

/** Shown only if a successful answer carries no message of its own (the server's message is preferred). */
export const CONTACT_SENT_FALLBACK = 'Thank you for your message! We will get back to you shortly.';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Submit = styled(Button)`
  width: 100%;
  padding: 0.75rem 1rem;
`;

const INPUTS: {
  name: Exclude<Field, 'message'>;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
];

function payload(values: Values): ContactPayload {
  const clean = contactSchema.cast(values);
  const phone = clean.phone?.trim();
  return {
    first_name: clean.first_name,
    last_name: clean.last_name,
    email: clean.email,
    message: clean.message,
    ...(phone ? { phone } : {}),
  };
}

/**
 * The landing page's contact form (spec 000 §2, §3, §5, §8): POST /api/contact. On success the form clears
 * and the server's message shows; failures show the server's message or the spec's texts, and the
 * server's field errors under their fields until the field is edited.
 */
export default function ContactForm() {
  const [notice, setNotice] = useState<{ tone: BannerTone; text: string } | null>(null);
  const server = useServerFieldErrors();

  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      server.clear();
      try {
        const reply = await sendContactMessage(payload(values));
        const rejected = rejectedReply(reply);
        if (rejected) {
          setNotice({ tone: 'error', text: rejected.message });
          return;
        }
        helpers.resetForm();
        setNotice({ tone: 'success', text: reply?.message || CONTACT_SENT_FALLBACK });
      } catch (error) {
        const failure = contactFailure(error);
        server.setErrors(failure.fields);
        setNotice({ tone: 'error', text: failure.message });
      }
    },
  });

  const errorOf = (field: Field) => server.errorOf(form, field);
  const onChange = server.clearingOnChange(form.handleChange);

  const input = (field: (typeof INPUTS)[number]) => (
    <FormField
      key={field.name}
      label={field.label}
      htmlFor={`contact-${field.name}`}
      error={errorOf(field.name)}
      required={field.name !== 'phone'}
    >
      <TextInput
        {...fieldA11y(`contact-${field.name}`, errorOf(field.name))}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        required={field.name !== 'phone'}
        value={form.values[field.name]}
        onChange={onChange}
        onBlur={form.handleBlur}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Contact us">
      <MessageBanner
        tone={notice?.tone ?? 'info'}
        message={notice?.text ?? ''}
        onDismiss={() => setNotice(null)}
      />
      <Row>{INPUTS.slice(0, 2).map(input)}</Row>
      <Row>{INPUTS.slice(2).map(input)}</Row>
      <FormField label="Message" htmlFor="contact-message" error={errorOf('message')} required>
        <TextArea
          {...fieldA11y('contact-message', errorOf('message'))}
          name="message"
          rows={5}
          required
          value={form.values.message}
          onChange={onChange}
          onBlur={form.handleBlur}
        />
      </FormField>
      <Submit type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'Send Message'}
      </Submit>
    </form>
  );
}
