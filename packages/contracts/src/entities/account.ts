import type { Static } from 'typebox';
import type {
  ImpersonationStatusSchema,
  LoginAsTokenReply,
  LoginAsUserReply,
  ProfileUpdateReply,
  RegisterReply,
  RevertLoginAsReply,
  SessionSchema,
  SwitchableUserSchema,
  UserSchema,
} from '../replies/identity';
import type {
  AvailabilityReply,
  ResellerPackageSchema,
  ResellerRegistrationReply,
  ResellerRegistrationStatusSchema,
} from '../replies/reseller-billing';
import type { BillingInterval, MessageReply } from './common';
import type { Language } from '../languages';

/** A user account's status (active, inactive, suspended, or pending: not yet paid or confirmed). */
export type UserStatus = 'active' | 'inactive' | 'suspended' | 'pending';

/** The signed-in user, cached locally and merged with profile-update replies (spec 000 §3). */
export type User = Static<typeof UserSchema>;

/** POST /api/login reply: a session. */
export type LoginResponse = Static<typeof SessionSchema>;

/** POST /api/register reply. */
export type RegisterResponse = Static<typeof RegisterReply>;

/** POST /api/validate-login-as-token reply (spec 000 §7: success, user, message). */
export type LoginAsTokenResponse = Static<typeof LoginAsTokenReply>;

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
export type ResellerRegistrationResponse = Static<typeof ResellerRegistrationReply>;

/**
 * GET /api/reseller-registrations/{reference}: a registration by its checkout reference (the success page's
 * lookup; not a call of the spec).
 */
export type ResellerRegistrationStatus = Static<typeof ResellerRegistrationStatusSchema>;

/** Reply of the domain and email availability checks. */
export type AvailabilityResponse = Static<typeof AvailabilityReply>;

/** Reseller package offered in the wizard's step 4 (spec 000 §3). */
export type ResellerPackage = Static<typeof ResellerPackageSchema>;

/** An entry of the impersonation banner's Switch User list (spec 000 §3). */
export type SwitchableUser = Static<typeof SwitchableUserSchema>;

/** GET /api/check-impersonation reply (spec 000 §3). */
export type ImpersonationStatus = Static<typeof ImpersonationStatusSchema>;

/** POST /api/super-admin/users/{id}/login-as reply (spec 000 §7). */
/** (`success` and `message` as the error replies carry them too.) */
export type LoginAsUserResponse = Omit<Static<typeof LoginAsUserReply>, 'success'> & MessageReply;

/** POST /api/revert-login-as reply: a redirect URL to follow, or the admin's token and user. */
export type RevertLoginAsResponse = Omit<Static<typeof RevertLoginAsReply>, 'success'> &
  MessageReply;

/** POST /api/user (multipart) payload: the profile form. */
export interface ProfileUpdatePayload {
  name: string;
  phone: string | null;
  company: string | null;
  bio: string | null;
  /** The user's own language; '' for the site's. Left out: unchanged. */
  language?: Language | '';
  /** Optional new picture (PNG, JPG or GIF, up to 2MB). */
  profile_picture?: Blob | null;
}

/** POST /api/user reply: the updated user fields are merged into the cached user. */
export type ProfileUpdateResponse = Static<typeof ProfileUpdateReply>;

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
