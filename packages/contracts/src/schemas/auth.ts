import { boolean, object, string, type InferType } from 'yup';
import {
  accountEmail,
  newPassword,
  passwordConfirmation,
  requiredEmail,
  requiredName,
} from './fields';

/** Login: fields are required by the form; the server answers field errors (spec 000 §5). */
export const loginSchema = object({
  email: requiredEmail(),
  password: string().required('Password is required'),
  remember: boolean().default(false),
  /** A device trusted at an earlier two-factor sign-in: skips the code while it is valid. */
  device_token: string().trim().max(200).optional(),
});
export type LoginPayload = InferType<typeof loginSchema>;

/** Register: name, email, password + confirmation, terms (spec 000 §2, §5). */
export const registerSchema = object({
  name: requiredName(),
  email: accountEmail(),
  password: newPassword(),
  password_confirmation: passwordConfirmation('password'),
  terms: boolean()
    .required('You must agree to the terms and conditions')
    .oneOf([true], 'You must agree to the terms and conditions'),
});
export type RegisterPayload = InferType<typeof registerSchema>;

/** Forgot password: the email is required by the form (spec 000 §5). */
export const forgotPasswordSchema = object({
  email: requiredEmail(),
});

/** Reset password: token and email required, password and confirmation must match (spec 000 §5). */
export const resetPasswordSchema = object({
  token: string()
    .trim()
    .required('Invalid or missing reset token. Please request a new password reset link.'),
  email: requiredEmail(),
  password: newPassword(),
  password_confirmation: passwordConfirmation('password'),
});

/** POST /api/reset-password/check payload: the link's token and email, checked before the form is filled. */
export const resetTokenCheckSchema = resetPasswordSchema.pick(['token', 'email']);

/** POST /api/validate-login-as-token payload. */
export const loginAsTokenSchema = object({
  token: string().trim().required('Invalid or expired token'),
});
