import type { ApiEnvelope, ContactForm, LandingFeature, MessageReply } from '@voice/contracts';
import { http } from '../http';

/** GET /api/features: the landing page's feature list (failures are ignored by the page). */
export async function getFeatures(): Promise<ApiEnvelope<LandingFeature[]>> {
  return (await http.get<ApiEnvelope<LandingFeature[]>>('/api/features')).data;
}

/** POST /api/contact: first_name, last_name, email, phone (optional), message -> success, message. */
export async function sendContactMessage(form: ContactForm): Promise<MessageReply> {
  return (await http.post<MessageReply>('/api/contact', form)).data;
}
