import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { changeLanguage } from '@voice/ui/core';
import { preloadTopNavParts, TopNav } from '../top-nav';
import { fakeServer, linksIn, renderAt, restoreServer, signIn } from '../test-support';

// The signed-in parts bring their own catalog (loaded with them, not with the public pages' first load).
beforeAll(() => preloadTopNavParts());

describe('the signed-in menus in the chosen language', () => {
  beforeEach(() => {
    fakeServer({
      'GET /api/check-impersonation': () => [
        200,
        { is_impersonating: false, original_admin_id: null },
      ],
    });
    signIn('user');
  });
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    restoreServer();
  });

  it('shows the main menu in Spanish', async () => {
    await act(() => changeLanguage('es'));
    renderAt(<TopNav />);
    expect(linksIn(screen.getByRole('navigation', { name: 'Principal' }))).toEqual([
      ['Panel', '/dashboard'],
      ['Mis asistentes', '/assistants'],
      ['Llamadas', '/call-logs'],
      ['Reservas', '/bookings'],
      ['Demos', '/demo-request'],
    ]);
    expect(screen.getByRole('button', { name: 'Salientes' })).toBeInTheDocument();
  });

  it('changes with the language, without a reload', async () => {
    // As in the app: the shell's provider re-renders what translates when the language changes.
    renderAt(
      <I18nProvider i18n={i18n}>
        <TopNav />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Call Logs' })).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('link', { name: 'Anrufe' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call Logs' })).not.toBeInTheDocument();
  });
});
