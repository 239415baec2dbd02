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
    path: '/register',
    guard: 'guest',
    title: 'Register',
    load: () => import('./features/register/register-page'),
  },
];
