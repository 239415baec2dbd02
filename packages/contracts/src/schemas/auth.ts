import { boolean, object, ref, string, type InferType } from 'yup';

/** Login: fields are required by the form; the server answers field errors (spec 000 §5). */
export const loginSchema = object({
  email: string().trim().required('Email is required').email('Please enter a valid email address'),
  password: string().required('Password is required'),
  remember: boolean().default(false),
});
export type LoginPayload = InferType<typeof loginSchema>;

/** Register: name, email, password + confirmation, terms (spec 000 §2, §5). */
export const registerSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(255, 'Name must be less than 255 characters'),
  email: string()
    .trim()
    .required('Email is required')
    .email('Please enter a valid email address')
    .max(255, 'Email must be less than 255 characters'),
  password: string()
    .required('Password is required')
    .min(8, 'Password must be at least 8 characters'),
  password_confirmation: string()
    .required('Password confirmation is required')
    .oneOf([ref('password')], 'Passwords do not match'),
  terms: boolean()
    .required('You must agree to the terms and conditions')
    .oneOf([true], 'You must agree to the terms and conditions'),
});
export type RegisterPayload = InferType<typeof registerSchema>;
