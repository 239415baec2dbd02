import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@voice/ui/testing';
import { ContactSection } from './contact-section';

// The form's chunk fails to download the first time (a flaky connection), then succeeds.
const chunk = { failuresLeft: 0 };
jest.mock('../contact/contact-form', () => {
  if (chunk.failuresLeft > 0) {
    chunk.failuresLeft -= 1;
    throw new Error('Loading chunk src_features_contact_contact-form_tsx failed.');
  }
  return { __esModule: true, default: () => <form aria-label="Contact us" /> };
});

beforeEach(() => {
  chunk.failuresLeft = 1;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('ContactSection when the form cannot be downloaded', () => {
  it('says so inside the section, offers the support email, and retries', async () => {
    renderPage(
      <ContactSection
        companyPhone={null}
        supportEmail="help@example.com"
        loadOptions={{ idleAfterMs: 0 }}
      />,
      { path: '/' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The contact form could not be loaded. Check your connection and try again, or email us at help@example.com.',
    );
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
