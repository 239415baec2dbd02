import type {
  ApiEnvelope,
  LegalPageAdmin,
  LegalPagesAdmin,
  PublicLegalPage,
} from '@voice/contracts';
import { http } from '../http';

type LegalPageReply = ApiEnvelope<LegalPageAdmin> & { message: string };
type LegalPageKind = LegalPageAdmin['kind'];

/** GET /api/admin/legal-pages: the reseller's terms and privacy pages (drafts, live text, what is left). */
export async function getLegalPages(): Promise<ApiEnvelope<LegalPagesAdmin>> {
  return (await http.get<ApiEnvelope<LegalPagesAdmin>>('/api/admin/legal-pages')).data;
}

/** PUT /api/admin/legal-pages/{kind}: saves a page's draft (the live page is unchanged). */
export async function saveLegalPageDraft(
  kind: LegalPageKind,
  draft: string,
): Promise<LegalPageReply> {
  return (await http.put<LegalPageReply>(`/api/admin/legal-pages/${kind}`, { draft })).data;
}

/** POST /api/admin/legal-pages/{kind}/publish: publishes the saved draft (422 while a placeholder is left). */
export async function publishLegalPage(kind: LegalPageKind): Promise<LegalPageReply> {
  return (await http.post<LegalPageReply>(`/api/admin/legal-pages/${kind}/publish`)).data;
}

/** GET /api/legal-pages/{kind}: a reseller site's published page (404 until it has one). */
export async function getPublicLegalPage(
  kind: LegalPageKind,
): Promise<ApiEnvelope<PublicLegalPage>> {
  return (await http.get<ApiEnvelope<PublicLegalPage>>(`/api/legal-pages/${kind}`)).data;
}
