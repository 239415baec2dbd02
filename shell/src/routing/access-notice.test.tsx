import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestThemeProvider } from '@voice/ui/testing';
import { signIn, signOutLocally } from '../layout/test-support';
import AccessNotice from './access-notice';
import { Guarded } from './guard';

function renderAt(path: string) {
  return render(
    <TestThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <AccessNotice />
        <Routes>
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          <Route
            path="*"
            element={
              <Guarded guard="admin-area">
                <h1>Admin</h1>
              </Guarded>
            }
          />
        </Routes>
      </MemoryRouter>
    </TestThemeProvider>,
  );
}

describe('AccessNotice', () => {
  beforeEach(() => signOutLocally());

  it('tells a user sent away from an admin page why they are on the dashboard, until dismissed', async () => {
    signIn('user');
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account does not have access to /admin/users, so you were brought to your dashboard.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing to a user who opened the dashboard, or to an admin let in', async () => {
    signIn('user');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets an admin in without a notice', async () => {
    signIn('admin');
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
