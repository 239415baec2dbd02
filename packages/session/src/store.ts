import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { ImpersonationStatus, User } from '@voice/contracts';

export type { ImpersonationStatus } from '@voice/contracts';

export interface SessionState {
  token: string | null;
  user: User | null;
  impersonation: ImpersonationStatus;
  /** The protected URL a signed-out visitor asked for; used after login or register. */
  intendedUrl: string | null;
  setSession: (token: string, user: User) => void;
  /** Merge profile-update replies into the cached user (spec 000 §7). */
  mergeUser: (fields: Partial<User>) => void;
  setImpersonation: (status: ImpersonationStatus) => void;
  setIntendedUrl: (url: string | null) => void;
  /** Returns the intended URL and forgets it (call when navigating to it after login or register). */
  consumeIntendedUrl: () => string | null;
  /** Signs out locally: token, user and impersonation are cleared; the intended URL is kept. */
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'voice-session';

const NOT_IMPERSONATING: ImpersonationStatus = { is_impersonating: false, original_admin_id: null };

/**
 * The one session store. packages/session is a Module Federation singleton, so every remote gets this
 * very instance; the counter below lets tests and /debug prove there is exactly one.
 */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      impersonation: NOT_IMPERSONATING,
      intendedUrl: null,
      setSession: (token, user) => set({ token, user }),
      mergeUser: (fields) => set((s) => (s.user ? { user: { ...s.user, ...fields } } : {})),
      setImpersonation: (impersonation) => set({ impersonation }),
      setIntendedUrl: (intendedUrl) => set({ intendedUrl }),
      consumeIntendedUrl: () => {
        const url = get().intendedUrl;
        if (url !== null) set({ intendedUrl: null });
        return url;
      },
      clear: () => set({ token: null, user: null, impersonation: NOT_IMPERSONATING }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        token: s.token,
        user: s.user,
        impersonation: s.impersonation,
        intendedUrl: s.intendedUrl,
      }),
    },
  ),
);

declare global {
  var __voiceSessionStores: number | undefined;
}
globalThis.__voiceSessionStores = (globalThis.__voiceSessionStores ?? 0) + 1;

/** Number of session stores created in this page (1 when federation sharing works). */
export function sessionStoreCount(): number {
  return globalThis.__voiceSessionStores ?? 0;
}
