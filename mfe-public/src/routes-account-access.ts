import type { RemoteRoute } from '@voice/contracts';
import {
  FORGOT_PASSWORD_PATH,
  LOGIN_AS_PATH,
  LOGIN_PATH,
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TOKEN_PATH,
  REGISTER_PATH,
  RESELLER_REGISTRATION_PATH,
  RESELLER_REGISTRATION_SUCCESS_PATH,
} from '@voice/contracts/paths';

/** Every way into an account: login, register, password reset, login-as, reseller sign-up. */
export const accountAccessRoutes: RemoteRoute[] = [
  {
    path: LOGIN_PATH,
    guard: 'guest',
    title: 'Login',
    load: () => import('./features/login/login-page'),
  },
  {
    path: LOGIN_AS_PATH,
    guard: 'guest',
    title: 'Login as',
    load: () => import('./features/login-as/login-as-page'),
  },
  {
    path: REGISTER_PATH,
    guard: 'guest',
    title: 'Register',
    load: () => import('./features/register/register-page'),
  },
  {
    path: FORGOT_PASSWORD_PATH,
    guard: 'guest',
    title: 'Forgot Password',
    load: () => import('./features/forgot-password/forgot-password-page'),
  },
  {
    path: PASSWORD_RESET_TOKEN_PATH,
    guard: 'guest',
    title: 'Reset Password',
    load: () => import('./features/reset-password/reset-password-page'),
  },
  {
    // The token may also come in the query string (spec 000 §2).
    path: PASSWORD_RESET_PATH,
    guard: 'guest',
    title: 'Reset Password',
    load: () => import('./features/reset-password/reset-password-page'),
  },
  {
    path: RESELLER_REGISTRATION_PATH,
    guard: 'guest',
    title: 'Become a Reseller',
    mainHostOnly: true,
    load: () => import('./features/reseller-registration/reseller-registration-page'),
  },
  {
    path: RESELLER_REGISTRATION_SUCCESS_PATH,
    guard: 'guest',
    title: 'Registration Complete',
    mainHostOnly: true,
    load: () => import('./features/reseller-registration/reseller-registration-success-page'),
  },
];
