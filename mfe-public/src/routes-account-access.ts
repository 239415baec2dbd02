import type { RemoteRoute } from '@voice/contracts';
import { paths } from '@voice/contracts/core';

/** Every way into an account: login, register, password reset, login-as, reseller sign-up. */
export const accountAccessRoutes: RemoteRoute[] = [
  {
    path: paths.login,
    guard: 'guest',
    title: 'Login',
    load: () => import('./features/login/login-page'),
  },
  {
    path: paths.loginAs,
    guard: 'guest',
    title: 'Login as',
    load: () => import('./features/login-as/login-as-page'),
  },
  {
    path: paths.register,
    guard: 'guest',
    title: 'Register',
    load: () => import('./features/register/register-page'),
  },
  {
    path: paths.forgotPassword,
    guard: 'guest',
    title: 'Forgot Password',
    load: () => import('./features/forgot-password/forgot-password-page'),
  },
  {
    path: paths.passwordResetToken.pattern,
    guard: 'guest',
    title: 'Reset Password',
    load: () => import('./features/reset-password/reset-password-page'),
  },
  {
    // The token may also come in the query string (spec 000 §2).
    path: paths.passwordReset,
    guard: 'guest',
    title: 'Reset Password',
    load: () => import('./features/reset-password/reset-password-page'),
  },
  {
    path: paths.resellerRegistration,
    guard: 'guest',
    title: 'Become a Reseller',
    mainHostOnly: true,
    load: () => import('./features/reseller-registration/reseller-registration-page'),
  },
  {
    path: paths.resellerRegistrationSuccess,
    guard: 'guest',
    title: 'Registration Complete',
    mainHostOnly: true,
    load: () => import('./features/reseller-registration/reseller-registration-success-page'),
  },
];
