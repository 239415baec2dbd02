import type { RemoteRoute } from '@voice/contracts';

/** Every way into an account: login, register, password reset, login-as, reseller sign-up. */
export const accountAccessRoutes: RemoteRoute[] = [
  {
    path: '/login',
    guard: 'guest',
    title: 'Login',
    load: () => import('./features/login/login-page'),
  },
  {
    path: '/loginas',
    guard: 'guest',
    title: 'Login as',
    load: () => import('./features/login-as/login-as-page'),
  },
  {
    path: '/register',
    guard: 'guest',
    title: 'Register',
    load: () => import('./features/register/register-page'),
  },
  {
    path: '/forgot-password',
    guard: 'guest',
    title: 'Forgot Password',
    load: () => import('./features/forgot-password/forgot-password-page'),
  },
  {
    path: '/password-reset/:token',
    guard: 'guest',
    title: 'Reset Password',
    load: () => import('./features/reset-password/reset-password-page'),
  },
  {
    // The token may also come in the query string (spec 000 §2).
    path: '/password-reset',
    guard: 'guest',
    title: 'Reset Password',
    load: () => import('./features/reset-password/reset-password-page'),
  },
  {
    path: '/reseller-registration',
    guard: 'guest',
    title: 'Become a Reseller',
    mainHostOnly: true,
    load: () => import('./features/reseller-registration/reseller-registration-page'),
  },
  {
    path: '/reseller-registration/success',
    guard: 'guest',
    title: 'Registration Complete',
    mainHostOnly: true,
    load: () => import('./features/reseller-registration/reseller-registration-success-page'),
  },
];
