// Test support for the layout tests: a fake server behind the app's real axios instance, a session
// fixture and a render helper. Not imported by application code.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role, User } from '@voice/contracts';
import { http } from '@voice/api-client';
import { fakeServer as sharedFakeServer } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';

export type Reply = [status: number, body: unknown];
export type ServerRoutes = Record<string, () => Reply>;

const originalAdapter = http.defaults.adapter;
/** Puts back what the last fakeServer replaced besides the adapter (the fetch of the public reads). */
let restoreShared: (() => void) | undefined;

/** Answers the app's requests from `routes` ('METHOD /path'); anything else is a 404. */
export function fakeServer(routes: ServerRoutes) {
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [
      key,
      () => {
        const [status, data] = handler();
        return { status, data };
      },
    ]),
  );
  const server = sharedFakeServer(handlers);
  restoreShared = server.restore;
  return { calls: server.calls };
}

export function restoreServer() {
  restoreShared?.();
  restoreShared = undefined;
  http.defaults.adapter = originalAdapter;
}

export function makeUser(role: Role, name = 'Jane Doe', id = 7): User {
  return {
    id,
    name,
    email: `${role}@example.com`,
    role,
    phone: null,
    company: null,
    bio: null,
    profile_picture: null,
    reseller_name: null,
  };
}

export function signIn(role: Role, options: { impersonating?: boolean; name?: string } = {}) {
  useSession.setState({
    token: `token-${role}`,
    user: makeUser(role, options.name),
    impersonation: {
      is_impersonating: Boolean(options.impersonating),
      original_admin_id: options.impersonating ? 1 : null,
    },
  });
}

export function signOutLocally() {
  useSession.setState({
    token: null,
    user: null,
    impersonation: { is_impersonating: false, original_admin_id: null },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `ui` in the theme and a memory router at `path`; the current path shows in 'location'. */
export function renderAt(ui: ReactElement, path = '/dashboard') {
  return render(
    <TestThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestThemeProvider>,
  );
}

/** [text, href] of every link inside an element. */
export function linksIn(element: HTMLElement): [string, string][] {
  return Array.from(element.querySelectorAll('a')).map((a) => [
    a.textContent ?? '',
    a.getAttribute('href') ?? '',
  ]);
}
