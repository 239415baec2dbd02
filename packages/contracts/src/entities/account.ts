import type { Role } from '../roles';
import type { BillingInterval } from './common';

/** The signed-in user, cached locally and merged with profile-update replies (spec 000 §3). */
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  company: string | null;
  bio: string | null;
  /** URL of the uploaded picture, or null (initials are shown). */
  profile_picture: string | null;
  reseller_name: string | null;
}

/** POST /api/login reply. */
export interface LoginResponse {
  token: string;
  user: User;
}

/** POST /api/register reply. */
export interface RegisterResponse extends LoginResponse {
  message: string;
}

/**
 * POST /api/validate-login-as-token reply (spec 000 §7: success, user, message).
 * On success `token` is the bearer token to store for the session (the one-time token given is spent).
 */
export interface LoginAsTokenResponse {
  success: boolean;
  message?: string;
  user?: User;
  token?: string;
}

/** Reseller registration wizard (spec 000 §3), sent as multipart form data. */
export interface ResellerRegistrationForm {
  org_name: string;
  company_email: string;
  /** PNG, JPG or GIF, up to 2MB and 800x400px; optional. */
  logo_file: Blob | null;
  subdomain_name: string;
  admin_name: string;
  admin_email: string;
  admin_phone: string;
  billing_interval: BillingInterval;
  terms: boolean;
  reseller_package_id: number | null;
}

/** POST /api/register-reseller reply: a checkout URL to follow, or a success message then /login. */
export interface ResellerRegistrationResponse {
  success: boolean;
  message?: string;
  checkout_url?: string | null;
}

/**
 * GET /api/reseller-registrations/{reference}: a registration by its checkout reference (the success page's
 * lookup; not a call of the spec).
 */
export interface ResellerRegistrationStatus {
  /** The reseller subscription: 'pending' until the provider confirms the payment, then 'active'. */
  status: string;
  org_name: string;
  subdomain: string;
  site_url: string;
  login_url: string;
}

/** Reply of the domain and email availability checks. */
export interface AvailabilityResponse {
  available: boolean;
  message?: string;
}

/** Reseller package offered in the wizard's step 4 (spec 000 §3). */
export interface ResellerPackage {
  id: number;
  name: string;
  /** monthly price */
  price: number;
  yearly_price: number;
  description: string;
  is_popular: boolean;
  formatted_voice_agents_limit: string;
  formatted_minutes_limit: string;
  support_level: string;
}

/** An entry of the impersonation banner's Switch User list (spec 000 §3). */
export interface SwitchableUser {
  id: number;
  name: string;
  email: string;
  reseller_name: string | null;
}

/** GET /api/check-impersonation reply (spec 000 §3). */
export interface ImpersonationStatus {
  is_impersonating: boolean;
  original_admin_id: number | null;
}

/** POST /api/super-admin/users/{id}/login-as reply (spec 000 §7). */
export interface LoginAsUserResponse {
  success?: boolean;
  message?: string;
  /** Session token (same reseller) or one-time token for the target domain's /loginas route. */
  token: string;
  user: User;
  is_same_reseller: boolean;
  target_reseller: { domain: string } | null;
}

/** POST /api/revert-login-as reply: a redirect URL to follow, or the admin's token and user. */
export interface RevertLoginAsResponse {
  success?: boolean;
  message?: string;
  redirect_url?: string | null;
  token?: string;
  user?: User;
}

/** POST /api/user (multipart) payload: the profile form. */
export interface ProfileUpdatePayload {
  name: string;
  phone: string | null;
  company: string | null;
  bio: string | null;
  /** Optional new picture (PNG, JPG or GIF, up to 2MB). */
  profile_picture?: Blob | null;
}

/** POST /api/user reply: the updated user fields are merged into the cached user. */
export interface ProfileUpdateResponse {
  success: boolean;
  message?: string;
  data?: Partial<User>;
  errors?: Record<string, string[]>;
}

/** PUT /api/user/password payload. */
export interface ChangePasswordPayload {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

export interface ResetPasswordPayload {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}
