import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';

/**
 * The public remote's routes. Only screens that work are declared: a path listed in ARCHITECTURE.md
 * but not declared here (loginas, forgot-password, reset, reseller registration, privacy, terms, docs)
 * falls through to the shell's not-found page until its screen is built.
 */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    {
      path: '/',
      guard: 'public',
      title: 'Home',
      load: () => import('./features/landing/landing-page'),
    },
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
  ],
};

export default remote;
