import type {
  ApiEnvelope,
  LoginPayload,
  LoginResponse,
  PublicSettings,
  RegisterPayload,
  RegisterResponse,
  User,
} from '@voice/contracts';
import { http } from '../http';

export async function getPublicSettings(): Promise<ApiEnvelope<PublicSettings>> {
  return (await http.get<ApiEnvelope<PublicSettings>>('/api/public-settings')).data;
}

export async function login(payload: LoginPayload): Promise<LoginResponse> {
  return (await http.post<LoginResponse>('/api/login', payload)).data;
}

export async function register(payload: RegisterPayload): Promise<RegisterResponse> {
  return (await http.post<RegisterResponse>('/api/register', payload)).data;
}

export async function logout(): Promise<void> {
  await http.post('/api/logout');
}

export async function getCurrentUser(): Promise<ApiEnvelope<User>> {
  return (await http.get<ApiEnvelope<User>>('/api/user')).data;
}
