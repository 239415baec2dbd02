import { use, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ContactForm as ContactPayload } from '@voice/contracts';
import { contactSchema } from '@voice/contracts/schemas';
import { sendContactMessage } from '@voice/api-client';
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
import { addCatalog } from '@voice/ui/core';
import { publicCatalog } from '../../i18n/catalog';
import { contactFailure, rejectedReply } from './contact-failure';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: Values = { first_name: '', last_name: '', email: '', phone: '', message: '' };

/** Shown only if a successful answer carries no message of its own (the server's message is preferred). */
export const CONTACT_SENT_FALLBACK = msg`Thank you for your message! We will get back to you shortly.`;

/**
 * This remote's messages, added when the form's chunk loads: the landing around it does not load them (its first
 * load has a size budget), so the form waits for them (the landing's Suspense shows 'Loading the contact form…').
 */
const catalogReady = addCatalog(publicCatalog);

const Submit = styled(Button)`
  width: 100%;
  padding: 0.75rem 1rem;
`;

const INPUTS = [
  { name: 'first_name', label: msg`First Name`, autoComplete: 'given-name', required: true },
  { name: 'last_name', label: msg`Last Name`, autoComplete: 'family-name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: msg`Phone (optional)`, type: 'tel', autoComplete: 'tel' },
] as const;

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
  use(catalogReady);
  const { t } = useLingui();
  const [notice, setNotice] = useState<FormNotice | null>(null);
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
        setNotice({ tone: 'success', text: reply?.message || t(CONTACT_SENT_FALLBACK) });
      } catch (error) {
        const failure = contactFailure(error);
        server.setErrors(failure.fields);
        setNotice({ tone: 'error', text: failure.message });
      }
    },
  });

  const fields = bindFields(form, server);
  const inputs: FormikTextFieldSpec<Values>[] = INPUTS.map((input) => ({
    ...input,
    label: t(input.label),
  }));

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label={t`Contact us`}>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <FormikTextFieldRows fields={fields} specs={inputs} idPrefix="contact" />
      <FormikTextField
        fields={fields}
        name="message"
        id="contact-message"
        label={t`Message`}
        rows={5}
        required
      />
      <Submit type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? t`Sending...` : t`Send Message`}
      </Submit>
    </form>
  );
}
