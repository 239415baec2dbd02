import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemSettings } from '@voice/contracts/schemas';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer } from '@voice/api-client/testing';
import { cssImageUrl } from './branding-preview';
import { contrastWarnings, formatRatio } from './contrast';
import SystemSettingsPage, { formValuesOf, toPayload } from './system-settings-page';
import { ok } from '../../shared/test-support/replies';

const SETTINGS: SystemSettings = {
  tenant: 'reseller',
  app_name: 'Alpha Calls',
  slogan: 'Every call answered',
  description: 'Alpha answers your phone.',
  logo_url: '/uploads/0123456789abcdef0123456789abcdef.png',
  banner_url: null,
  primary_color: '#1D4ED8',
  secondary_color: '#047857',
  show_demo_request: true,
  show_contact_form: true,
  show_pricing: true,
  show_testimonials: false,
  footer_text: '',
  terms_url: '',
  privacy_url: '',
  support_email: 'help@alpha.test',
  company_phone: '',
  website: '',
  default_language: 'en',
};

function renderPage() {
  return renderWithQueries(<SystemSettingsPage />);
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

beforeAll(() => {
  // jsdom has no object URLs: the preview gets a recognisable one.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:preview-${(blob as File).name}`,
    revokeObjectURL: () => undefined,
  });
});

function serve(save?: (body: FormData) => { status: number; data: unknown }) {
  server = fakeServer({
    'GET /api/admin/system-settings': () => ok(SETTINGS),
    'PUT /api/admin/system-settings': (request) =>
      save ? save(request.body as FormData) : { status: 500, data: { message: 'Server Error' } },
  });
}

describe('contrast warnings', () => {
  it('warns when white text on the colour or the colour on the page background fails WCAG AA', () => {
    expect(contrastWarnings('#1D4ED8')).toEqual([]);
    const yellow = contrastWarnings('#FFFF00');
    expect(yellow).toHaveLength(2);
    expect(yellow[0]).toBe(
      'White text on this colour has a contrast of 1.0:1; WCAG AA needs 4.5:1. Buttons will show dark text instead.',
    );
    expect(yellow[1]).toMatch(/^Against the page background this colour has a contrast of 1\.0:1/);
    // A mid blue fails white text (4.5:1) but passes the page background (3:1); the default green fails both.
    expect(contrastWarnings('#3B82F6')).toEqual([
      'White text on this colour has a contrast of 3.6:1; WCAG AA needs 4.5:1. Buttons will show dark text instead.',
    ]);
    expect(contrastWarnings('#10B981')).toHaveLength(2);
    expect(contrastWarnings('#12')).toEqual([]);
    expect(formatRatio(4.49)).toBe('4.4:1');
  });
});

describe('the preview banner', () => {
  it('only puts our own or http(s) picture URLs without quotes into CSS', () => {
    expect(cssImageUrl('/uploads/0123456789abcdef0123456789abcdef.gif')).toBe(
      '/uploads/0123456789abcdef0123456789abcdef.gif',
    );
    expect(cssImageUrl('blob:preview-banner.png')).toBe('blob:preview-banner.png');
    expect(cssImageUrl('/uploads/a.png"); background: url("https://evil.test/x')).toBeNull();
    expect(cssImageUrl('javascript:alert(1)')).toBeNull();
    expect(cssImageUrl(null)).toBeNull();
  });
});

describe('the settings form', () => {
  it('round-trips the settings and sends removals only without a new picture', () => {
    const values = formValuesOf(SETTINGS);
    expect(values).not.toHaveProperty('tenant');
    expect(values).not.toHaveProperty('logo_url');
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(toPayload({ ...values, remove_logo: true, logo_file: logo })).toMatchObject({
      remove_logo: false,
      logo_file: logo,
    });
    expect(toPayload({ ...values, remove_banner: true }).remove_banner).toBe(true);
  });
});

describe('system settings (/admin/system-settings)', () => {
  it('updates the live preview as the admin types, and warns about a low-contrast colour', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    const preview = await screen.findByTestId('branding-preview');
    expect(within(preview).getByTestId('preview-app-name')).toHaveTextContent('Alpha Calls');
    expect(within(preview).getByRole('img', { name: 'Alpha Calls logo' })).toHaveAttribute(
      'src',
      SETTINGS.logo_url,
    );
    expect(within(preview).getByTestId('preview-primary-button')).toHaveTextContent(
      'Try Our Demo Assistant',
    );

    const name = screen.getByLabelText(/^App name/);
    await user.clear(name);
    await user.type(name, 'Beta Voice');
    expect(within(preview).getByTestId('preview-app-name')).toHaveTextContent('Beta Voice');
    const slogan = screen.getByLabelText(/^Slogan/);
    await user.clear(slogan);
    await user.type(slogan, 'We pick up');
    expect(within(preview).getByTestId('preview-slogan')).toHaveTextContent('We pick up');

    await user.click(screen.getByRole('checkbox', { name: 'Show pricing' }));
    expect(within(preview).queryByTestId('preview-secondary-button')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show the demo request' }));
    expect(within(preview).getByTestId('preview-primary-button')).toHaveTextContent('Get Started');

    expect(screen.queryByTestId('settings-primary-color-warnings')).toBeNull();
    const primary = screen.getByLabelText(/^Primary colour/, {
      selector: 'input:not([type=color])',
    });
    await user.clear(primary);
    await user.type(primary, '#FFFF00');
    const warnings = screen.getByTestId('settings-primary-color-warnings');
    expect(warnings).toHaveTextContent('White text on this colour has a contrast of 1.0:1');
    expect(primary).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining('settings-primary-color-contrast'),
    );
    // The preview's button follows the colour, with the dark text the site would give it.
    const button = within(preview).getByTestId('preview-primary-button');
    expect(button).toHaveStyle({ backgroundColor: '#FFFF00', color: '#111827' });
    await user.clear(primary);
    await user.type(primary, '#1D4ED8');
    expect(screen.queryByTestId('settings-primary-color-warnings')).toBeNull();
    expect(within(preview).getByTestId('preview-primary-button')).toHaveStyle({
      color: '#FFFFFF',
    });
  });

  it('previews a chosen logo and refuses a file that is not an image before sending anything', async () => {
    serve();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const logo = await screen.findByLabelText(/^Logo/, { selector: 'input[type=file]' });
    await user.upload(logo, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText('Please choose a PNG, JPG or GIF image')).toBeInTheDocument();

    await user.upload(logo, new File(['png'], 'new-logo.png', { type: 'image/png' }));
    expect(screen.queryByText('Please choose a PNG, JPG or GIF image')).toBeNull();
    const preview = screen.getByTestId('branding-preview');
    expect(within(preview).getByRole('img', { name: 'Alpha Calls logo' })).toHaveAttribute(
      'src',
      'blob:preview-new-logo.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(within(preview).queryByRole('img')).toBeNull();
  });

  it('saves as multipart (toast) and shows the server field errors under their fields', async () => {
    const sent: FormData[] = [];
    let reject = true;
    serve((body) => {
      sent.push(body);
      if (reject) {
        return {
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: {
              logo_file: ['Please choose a PNG, JPG or GIF image'],
              terms_url: ['Please enter a full web address starting with http:// or https://'],
            },
          },
        };
      }
      return ok({ ...SETTINGS, app_name: 'Alpha Voice' }, 'Settings saved successfully');
    });
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText(/^App name/);
    await user.clear(name);
    await user.type(name, 'Alpha Voice');
    await user.type(screen.getByLabelText(/^Terms of service URL/), 'https://alpha.test/terms');
    await user.upload(
      screen.getByLabelText(/^Logo/, { selector: 'input[type=file]' }),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Please enter a full web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logo/, { selector: 'input[type=file]' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const body = sent[0];
    expect(body).toBeInstanceOf(FormData);
    expect(body?.get('app_name')).toBe('Alpha Voice');
    expect(body?.get('terms_url')).toBe('https://alpha.test/terms');
    expect(body?.get('show_testimonials')).toBe('0');
    expect(body?.get('show_pricing')).toBe('1');
    expect((body?.get('logo_file') as File).name).toBe('logo.png');
    expect(body?.get('banner_file')).toBeNull();

    reject = false;
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('checks the fields with the shared schema before sending', async () => {
    serve(() => ok(SETTINGS, 'saved'));
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText(/^App name/);
    await user.clear(name);
    const website = screen.getByLabelText(/^Website/);
    await user.type(website, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('App name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a full web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(server.requests('/api/admin/system-settings').map((r) => r.method)).toEqual(['GET']);
  });
});
