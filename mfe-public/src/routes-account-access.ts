import { msg } from '@lingui/core/macro';
import type { RemoteRoute } from '@voice/contracts';
import { withCatalog } from '@voice/ui/core';
import { publicCatalog } from './i18n/catalog';
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
    title: msg`Login`,
    load: withCatalog(() => import('./features/login/login-page'), publicCatalog),
  },
  {
    path: LOGIN_AS_PATH,
    guard: 'guest',
    title: msg`Login as`,
    load: withCatalog(() => import('./features/login-as/login-as-page'), publicCatalog),
  },
  {
    path: REGISTER_PATH,
    guard: 'guest',
    title: msg`Register`,
    load: withCatalog(() => import('./features/register/register-page'), publicCatalog),
  },
  {
    path: FORGOT_PASSWORD_PATH,
    guard: 'guest',
    title: msg`Forgot Password`,
    load: withCatalog(
      () => import('./features/forgot-password/forgot-password-page'),
      publicCatalog,
    ),
  },
  {
    path: PASSWORD_RESET_TOKEN_PATH,
    guard: 'guest',
    title: msg`Reset Password`,
    load: withCatalog(() => import('./features/reset-password/reset-password-page'), publicCatalog),
  },
  {
    // The token may also come in the query string (spec 000 §2).
    path: PASSWORD_RESET_PATH,
    guard: 'guest',
    title: msg`Reset Password`,
    load: withCatalog(() => import('./features/reset-password/reset-password-page'), publicCatalog),
  },
  {
    path: RESELLER_REGISTRATION_PATH,
    guard: 'guest',
    title: msg`Become a Reseller`,
    mainHostOnly: true,
    load: withCatalog(
      () => import('./features/reseller-registration/reseller-registration-page'),
      publicCatalog,
    ),
  },
  {
    path: RESELLER_REGISTRATION_SUCCESS_PATH,
    guard: 'guest',
    title: msg`Registration Complete`,
    mainHostOnly: true,
    load: withCatalog(
      () => import('./features/reseller-registration/reseller-registration-success-page'),
      publicCatalog,
    ),
  },
];
