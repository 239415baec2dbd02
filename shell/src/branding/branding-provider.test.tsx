import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { fakeFetch } from '@voice/api-client/testing';
import { useBranding } from '@voice/ui';
import { BrandingProvider } from './branding-provider';
import { fakeServer, restoreServer } from '../layout/test-support';

function AppName() {
  const { appName, primaryColor } = useBranding();
  return (
    <p>
      {appName} {primaryColor}
    </p>
  );
}

afterEach(restoreServer);

describe('BrandingProvider', () => {
  it("provides the tenant's branding from the public settings", async () => {
    fakeServer({
      'GET /api/public-settings': () => [
        200,
        {
          success: true,
          data: { site_title: 'Acme Calls', primary_color: '#AA0000', is_main_host: false },
        },
      ],
    });
    render(
      <BrandingProvider>
        <AppName />
      </BrandingProvider>,
    );
    expect(await screen.findByText('Acme Calls #AA0000')).toBeInTheDocument();
  });

  it("paints nothing branded before the tenant's settings are known", async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    const pending = new Promise<[number, unknown]>((resolve) => (answer = resolve));
    // The settings are a public read (the fetch path of @voice/api-client/public): held until `answer`.
    const restoreFetch = fakeFetch(async () => {
      const [status, data] = await pending;
      return { status, data };
    });
    render(
      <BrandingProvider>
        <AppName />
      </BrandingProvider>,
    );
    expect(screen.queryByText(/AI Phone System/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    answer([200, { success: true, data: { site_title: 'Acme Calls', primary_color: '#AA0000' } }]);
    expect(await screen.findByText('Acme Calls #AA0000')).toBeInTheDocument();
    expect(screen.queryByText(/AI Phone System/)).not.toBeInTheDocument();
    restoreFetch();
  });

  it('keeps the defaults when the settings cannot be loaded', async () => {
    fakeServer({ 'GET /api/public-settings': () => [500, { message: 'Server Error' }] });
    render(
      <BrandingProvider>
        <AppName />
      </BrandingProvider>,
    );
    expect(await screen.findByText('AI Phone System #4F46E5')).toBeInTheDocument();
  });

  it.each([
    [404, 'unknown', 'This site does not exist'],
    [403, 'pending', 'This site is not active yet'],
    [403, 'suspended', 'This site is temporarily unavailable'],
  ])('shows a full page instead of the app for a %s %s site', async (status, reason, title) => {
    fakeServer({
      'GET /api/public-settings': () => [status, { success: false, reason, message: title }],
    });
    render(
      <BrandingProvider>
        <AppName />
      </BrandingProvider>,
    );
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByText(/AI Phone System/)).not.toBeInTheDocument();
  });
});
