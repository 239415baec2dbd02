import { object, string } from 'yup';
import { EMAIL_INVALID } from './fields';

/** Contact form (spec 000 §5): first name, last name, email and message required; phone optional. */
export const contactSchema = object({
  first_name: string()
    .trim()
    .required('First name is required')
    .max(255, 'First name must be less than 255 characters'),
  last_name: string()
    .trim()
    .required('Last name is required')
    .max(255, 'Last name must be less than 255 characters'),
  email: string()
    .trim()
    .required('Email is required')
    .email(EMAIL_INVALID)
    .max(255, 'Email must be less than 255 characters'),
  phone: string()
    .trim()
    .nullable()
    .optional()
    .max(20, 'Phone number must be less than 20 characters'),
  message: string()
    .trim()
    .required('Message is required')
    .max(5000, 'Message must be less than 5000 characters'),
});
