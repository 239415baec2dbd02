import type {
  ChangePasswordPayload,
  MessageReply,
  ProfileUpdatePayload,
  ProfileUpdateResponse,
} from '@voice/contracts';
import { http } from '../http';
import { toFormData } from '../form-data';

/** POST /api/user (multipart): name, phone, company, bio, optional profile_picture. */
export async function updateProfile(payload: ProfileUpdatePayload): Promise<ProfileUpdateResponse> {
  const body = toFormData({
    name: payload.name,
    phone: payload.phone ?? '',
    company: payload.company ?? '',
    bio: payload.bio ?? '',
    ...(payload.language === undefined ? {} : { language: payload.language }),
    profile_picture: payload.profile_picture,
  });
  return (await http.post<ProfileUpdateResponse>('/api/user', body)).data;
}

/** PUT /api/user/password: current_password, new_password, new_password_confirmation. */
export async function changePassword(
  payload: ChangePasswordPayload,
): Promise<MessageReply & { errors?: Record<string, string[]> }> {
  return (await http.put('/api/user/password', payload)).data;
}
