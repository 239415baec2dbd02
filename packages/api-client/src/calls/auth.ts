import type {
  ApiEnvelope,
  ForgotPasswordPayload,
  LoginAsTokenResponse,
  LoginPayload,
  LoginReply,
  MessageReply,
  PublicSettings,
  RegisterPayload,
  RegisterResponse,
  ResetPasswordPayload,
  User,
} from '@voice/contracts';
import { http } from '../http';

/** GET /api/public-settings */
export async function getPublicSettings(): Promise<ApiEnvelope<PublicSettings>> {
  return (await http.get<ApiEnvelope<PublicSettings>>('/api/public-settings')).data;
}

/**
 * POST /api/login: email, password, remember (and a trusted device's token) -> token, user; or, with two-factor,
 * the challenge of the second step (no session yet).
 */
export async function login(payload: LoginPayload): Promise<LoginReply> {
  return (await http.post<LoginReply>('/api/login', payload)).data;
}

/** POST /api/validate-login-as-token: the one-time token of the /loginas route. */
export async function validateLoginAsToken(token: string): Promise<LoginAsTokenResponse> {
  return (await http.post<LoginAsTokenResponse>('/api/validate-login-as-token', { token })).data;
}

/** POST /api/register: name, email, password, password_confirmation, terms. */
export async function register(payload: RegisterPayload): Promise<RegisterResponse> {
  return (await http.post<RegisterResponse>('/api/register', payload)).data;
}

/** POST /api/forgot-password: email. */
export async function forgotPassword(payload: ForgotPasswordPayload): Promise<MessageReply> {
  return (await http.post<MessageReply>('/api/forgot-password', payload)).data;
}

/** POST /api/reset-password: email, password, password_confirmation, token. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<MessageReply> {
  return (await http.post<MessageReply>('/api/reset-password', payload)).data;
}

/** POST /api/reset-password/check: whether a reset link (token, email) is still good; 422 when not. Spends nothing. */
export async function checkResetLink(payload: {
  token: string;
  email: string;
}): Promise<MessageReply> {
  return (await http.post<MessageReply>('/api/reset-password/check', payload)).data;
}

/** POST /api/logout */
export async function logout(): Promise<void> {
  await http.post('/api/logout');
}

/** GET /api/user: the signed-in user (profile page). */
export async function getCurrentUser(): Promise<ApiEnvelope<User>> {
  return (await http.get<ApiEnvelope<User>>('/api/user')).data;
}
