import type { ComponentType } from 'react';
import type { AccessRule } from './access';
import type { Language } from './languages';

/** What every remote's "./routes" module exports, and what the shell accepts. */
export const REMOTE_CONTRACT_VERSION = 1;
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1];

/**
 * Who may open a route: an access rule of the one access model (access.ts), the same rules the server checks:
 * 'public', 'guest' (signed-out visitors only), 'authenticated', or a permission name such as 'admin-area'.
 */
export type Guard = AccessRule;

/**
 * A text a remote hands the shell to show (a route's title): plain text, or a message of the remote's own catalog (a
 * lingui `msg` descriptor), which the shell shows in the page's language.
 */
export type RemoteText = string | { readonly id: string; readonly message?: string };

export interface RemoteRoute {
  /** Absolute path pattern in react-router syntax, e.g. '/assistants/:id/edit'. */
  path: string;
  guard: Guard;
  /** Page title; the shell shows 'title - app name', in the page's language when it is a message. */
  title: RemoteText;
  /** Lazily loaded screen. */
  load: () => Promise<{ default: ComponentType }>;
  /** Extra condition: the route exists only on the platform's main host (e.g. reseller registration). */
  mainHostOnly?: boolean;
}

export interface RemoteNavItem {
  to: string;
  label: string;
}

export interface RemoteModule {
  contractVersion: number;
  /** The remote's build label (BUILD_VERSION at build time), shown on /debug. */
  buildVersion?: string;
  routes: RemoteRoute[];
  nav?: RemoteNavItem[];
  /**
   * The remote's compiled message catalog for a language (lingui), loaded by the shell before the remote's screens
   * render and again when the language changes. Absent: the remote's screens speak English only.
   */
  messages?: (language: Language) => Promise<RemoteMessages>;
}

/** A compiled catalog: message id -> compiled message (the shell hands it to the one i18n instance). */
export type RemoteMessages = Readonly<Record<string, unknown>>;
