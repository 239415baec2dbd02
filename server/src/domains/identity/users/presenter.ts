import { isLanguage, type User } from '@voice/contracts';
import type { AccountRow } from './repository';

/** The User of the API (spec 000 §3): never the password hash. */
export function toUserJson(row: AccountRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    company: row.company,
    bio: row.bio,
    profile_picture: row.profile_picture,
    reseller_name: row.reseller_name,
    language: isLanguage(row.language) ? row.language : null,
  };
}
