import { beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { useSession } from '@voice/session';
import { renderPage } from '../../testing/render-page';
import LandingPage from './landing-page';

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, user: null, intendedUrl: null });
});

describe('LandingPage', () => {
  it('shows the hero, Get Started to /register and View Pricing to /pricing when signed out', () => {
    renderPage(<LandingPage />, { path: '/' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop Losing Customers to Missed Calls!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard instead of Get Started when a token is stored', () => {
    useSession.setState({ token: 'stored-token' });
    renderPage(<LandingPage />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it("uses the tenant's slogan and description", () => {
    renderPage(<LandingPage />, {
      path: '/',
      branding: { slogan: 'Your calls, answered', description: 'Acme answers for you.' },
    });
    expect(screen.getByText('Your calls, answered')).toBeInTheDocument();
    expect(screen.getByText('Acme answers for you.')).toBeInTheDocument();
  });

  it('keeps formik, yup and the schemas out of its chunk (type-only imports aside)', () => {
    const source = readFileSync(join(__dirname, 'landing-page.tsx'), 'utf8');
    const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map(
      (m) => m[1],
    );
    expect(runtimeImports.length).toBeGreaterThan(0);
    for (const banned of ['formik', 'yup', '@voice/contracts']) {
      expect(runtimeImports).not.toContain(banned);
    }
    expect(runtimeImports.filter((path) => path?.startsWith('.'))).toEqual([]);
  });
});
