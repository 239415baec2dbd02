import type { Static } from 'typebox';
import type { UserStatus } from '../entities/account';
import type { Role } from '../roles';
import type { Language } from '../languages';
import { dataReply, pagedList, savedReply } from './common';
import { json } from './json';

/** The signed-in user, cached locally and merged with profile-update replies (spec 000 §3; users/presenter.ts). */
export const UserSchema = json.object(
  {
    id: json.integer,
    name: json.string,
    email: json.string,
    role: json.stringOf<Role>(),
    phone: json.nullableString,
    company: json.nullableString,
    bio: json.nullableString,
    /** URL of the uploaded picture, or null (initials are shown). */
    profile_picture: json.nullableString,
    reseller_name: json.nullableString,
    /** The language the user chose on its profile (applied when it signs in), or null: the site's. */
    language: json.nullableStringOf<Language>(),
  },
  ['language'],
);
/** GET /api/user */
export const CurrentUserReply = dataReply(UserSchema);

/** A session: its bearer token and user. */
export const SessionSchema = json.object({ token: json.string, user: UserSchema });

/**
 * POST /api/login when a second step is due: no session yet, a short-lived challenge token for POST
 * /api/login/two-factor ('code') or for the enrolment the platform requires ('enrol').
 */
export const TwoFactorChallengeSchema = json.object({
  two_factor: json.stringOf<'code' | 'enrol'>(),
  challenge_token: json.string,
  /** Seconds the challenge lives. */
  expires_in: json.integer,
});

/** POST /api/login: a session, or the second step (one schema with both, each part optional, on the wire). */
export const LoginReply = json.as<
  Static<typeof SessionSchema> | Static<typeof TwoFactorChallengeSchema>
>(
  json.object({ ...SessionSchema.properties, ...TwoFactorChallengeSchema.properties }, [
    'token',
    'user',
    'two_factor',
    'challenge_token',
    'expires_in',
  ]),
);
/** POST /api/register */
export const RegisterReply = json.object({
  token: json.string,
  user: UserSchema,
  message: json.string,
});

/**
 * POST /api/validate-login-as-token (spec 000 §7: success, user, message); `token` is the bearer token to store
 * for the session (the one-time token given is spent).
 */
export const LoginAsTokenReply = json.object({
  success: json.boolean,
  user: UserSchema,
  token: json.string,
  message: json.string,
});

/** An entry of the impersonation banner's Switch User list (spec 000 §3). */
export const SwitchableUserSchema = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  reseller_name: json.nullableString,
});
export const SwitchableUserListReply = dataReply(json.array(SwitchableUserSchema));

/** POST /api/super-admin/users/{id}/login-as (spec 000 §7). */
export const LoginAsUserReply = json.object({
  success: json.boolean,
  /** Session token (same reseller) or one-time token for the target domain's /loginas route. */
  token: json.string,
  user: UserSchema,
  is_same_reseller: json.boolean,
  target_reseller: json.as<{ domain: string } | null>({
    type: ['object', 'null'],
    properties: { domain: json.string },
    required: ['domain'],
    additionalProperties: false,
  }),
});

/** GET /api/check-impersonation (spec 000 §3). */
export const ImpersonationStatusSchema = json.object({
  is_impersonating: json.boolean,
  original_admin_id: json.nullableInteger,
});
export const ImpersonationStatusReply = json.object({
  success: json.boolean,
  ...ImpersonationStatusSchema.properties,
});

/** POST /api/revert-login-as: {token, user} on the admin's own host, {redirect_url} on a reseller's subdomain. */
export const RevertLoginAsReply = json.object(
  { success: json.boolean, token: json.string, user: UserSchema, redirect_url: json.string },
  ['token', 'user', 'redirect_url'],
);

/** POST /api/user: the updated user fields are merged into the cached user. */
export const ProfileUpdateReply = savedReply(UserSchema);

/** A user as the admin consoles list them. */
export const AdminUserSchema = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  role: json.stringOf<Role>(),
  status: json.stringOf<UserStatus>(),
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
  created_at: json.string,
});
export const AdminUserListReply = pagedList(AdminUserSchema);
export const AdminUserReply = savedReply(AdminUserSchema);

/** GET /api/two-factor: the signed-in user's state. */
export const TwoFactorStatusSchema = json.object({
  enabled: json.boolean,
  /** The platform requires it for this user's role. */
  required: json.boolean,
  recovery_codes_left: json.integer,
});
export const TwoFactorStatusReply = dataReply(TwoFactorStatusSchema);

/** POST /api/two-factor/setup (and its sign-in twin): the new secret, to scan or type in. */
export const TwoFactorSetupSchema = json.object({
  secret: json.string,
  otpauth_url: json.string,
  /** An SVG data URL of the otpauth URL's QR code. */
  qr_code: json.string,
});
export const TwoFactorSetupReply = json.object({
  success: json.boolean,
  ...TwoFactorSetupSchema.properties,
});

/** The recovery codes, shown once. */
export const RecoveryCodesReply = json.object({
  success: json.boolean,
  message: json.string,
  recovery_codes: json.array(json.string),
});

/** POST /api/login/two-factor: the session, and the device token when the device is trusted. */
export const TwoFactorSignInReply = json.object(
  {
    token: json.string,
    user: UserSchema,
    device_token: json.string,
    /** Enrolment at sign-in: the recovery codes, shown once. */
    recovery_codes: json.array(json.string),
  },
  ['device_token', 'recovery_codes'],
);

/** GET/PUT /api/super-admin/two-factor-policy. */
export const TwoFactorPolicySchema = json.object({ required_for_admins: json.boolean });
export const TwoFactorPolicyReply = dataReply(TwoFactorPolicySchema);
export const TwoFactorPolicySavedReply = savedReply(TwoFactorPolicySchema);
