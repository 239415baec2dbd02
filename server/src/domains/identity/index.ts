// identity: who is signed in. Sign-up and sign-in, sessions and their tokens, password links, two-factor,
// login-as, the profile, and the users consoles. Imports platform and tenancy.
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { adminUserRoutes } from './admin-users/routes';
export { authRoutes } from './auth/routes';
export { touchToken } from './auth/token-repository';
export { loginAsRoutes } from './login-as/routes';
export { passwordResetRoutes } from './password-reset/routes';
export { issuePasswordLink } from './password-reset/service';
export { profileRoutes } from './profile/routes';
export {
  type AccountRow,
  countUsersWithRole,
  createUser,
  emailExists,
  findAccountById,
  findSessionAccount,
  normalizeEmail,
} from './users/repository';
export { userRoutes } from './users/routes';
