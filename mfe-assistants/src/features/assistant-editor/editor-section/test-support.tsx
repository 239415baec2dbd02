// Test fixtures of the editor's sections with their own Save (not part of the app).
import type { ReactElement } from 'react';
import { afterEach, beforeEach } from '@jest/globals';
import { fakeServer, queryWrapper } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { renderPage } from '@voice/ui/testing';
import { signIn } from '../../assistant-list/test-support';

type FakeServer = ReturnType<typeof fakeServer>;

/**
 * A user signed in for each test of the file; returns what starts a test's fake server, restored after the test.
 * Call at the top of a test file.
 */
export function serverPerTest(): (routes: Parameters<typeof fakeServer>[0]) => FakeServer {
  let server: FakeServer | null = null;
  beforeEach(() => signIn('user'));
  afterEach(() => {
    server?.restore();
    server = null;
    useSession.getState().clear();
  });
  return (routes) => {
    server = fakeServer(routes);
    return server;
  };
}

/** Renders a section in the editor of assistant 12. */
export const renderEditorSection = (section: ReactElement) =>
  renderPage(section, { path: '/assistants/12/edit', wrapper: queryWrapper() });
