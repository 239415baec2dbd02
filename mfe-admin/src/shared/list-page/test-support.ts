import type { User } from '@voice/contracts';

/** The signed-in console user of the list pages' tests: `role`, with any field overridden. */
export function signedInUser(role: User['role'], overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Admin',
    email: 'admin@example.test',
    role,
    phone: null,
    company: null,
    bio: null,
    profile_picture: null,
    reseller_name: null,
    ...overrides,
  };
}
