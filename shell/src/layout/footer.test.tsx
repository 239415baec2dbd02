import { describe, it, expect } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_BRANDING, type Branding } from '@voice/ui';
import { TestThemeProvider } from '@voice/ui/testing';
import { Footer } from './footer';

function renderFooter(branding: Branding = DEFAULT_BRANDING) {
  return render(
    <TestThemeProvider branding={branding}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </TestThemeProvider>,
  );
}

describe('Footer', () => {
  it('shows © year and app name, and links to the own terms and privacy pages', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} AI Phone System`);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it("uses the branding's footer text and external legal pages", () => {
    renderFooter({
      ...DEFAULT_BRANDING,
      appName: 'Acme Voice',
      footerText: '© Acme Ltd. All rights reserved.',
      termsUrl: 'https://acme.example/terms',
      privacyUrl: 'https://acme.example/privacy',
    });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Acme Ltd. All rights reserved.');
    expect(screen.queryByText(/Acme Voice/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      'https://acme.example/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://acme.example/privacy',
    );
  });
});
