import type { Role } from '@voice/contracts';
import type { UserStatus } from '../db/schema';

// The signed-in account as a request carries it (plugins/auth.ts sets request.user): read by the identity
// domain's queries (identity/users/repository.ts) and used by the plugins, which import no domain.

/** A user as the API sees it: every column except the password hash, plus the reseller's name. */
export interface AccountRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  reseller_id: number | null;
  reseller_name: string | null;
  phone: string | null;
  company: string | null;
  bio: string | null;
  profile_picture: string | null;
  /** The language chosen on the profile, or null. */
  language: string | null;
  status: UserStatus;
  created_at: string;
}

/** A signed-in request's account and the access token it used. */
export interface SessionAccount {
  account: AccountRow;
  tokenId: number;
  lastUsedAt: string | null;
  /** When the token expires (ISO-8601): a cached session is checked against it on every use. */
  expiresAt: string;
  impersonatorId: number | null;
  /** An impersonation session's parent: the admin's own session it was made from (else null). */
  parentTokenId: number | null;
}
