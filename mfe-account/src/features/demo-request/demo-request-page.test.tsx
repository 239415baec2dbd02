import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fakeServer, queryWrapper } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import DemoRequestPage from './demo-request-page';

const USER: User = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.test',
  role: 'user',
  phone: '+1 555 0100',
  company: 'Doe Dental',
  bio: null,
  profile_picture: null,
  reseller_name: null,
};
const SENT = 'Thank you! Your demo request has been sent. We will contact you soon.';

let server: ReturnType<typeof fakeServer> | null = null;
beforeEach(() => {
  useSession.setState({ token: 'user-token', user: USER, intendedUrl: null });
});
afterEach(() => {
  server?.restore();
  server = null;
});

function renderScreen() {
  renderPage(<DemoRequestPage />, { path: '/demo-request', wrapper: queryWrapper() });
}

describe('/demo-request', () => {
  it("starts with the user's details and sends the request", async () => {
    server = fakeServer({
      'POST /api/demo-requests': () => ({ status: 201, data: { success: true, message: SENT } }),
    });
    const user = userEvent.setup();
    renderScreen();

    expect(screen.getByRole('heading', { name: 'Request a Demo' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Jane Doe');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jane@example.test');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText(/Company/)).toHaveValue('Doe Dental');

    await user.type(screen.getByLabelText(/Preferred time/), 'Weekday mornings');
    await user.type(screen.getByLabelText(/Message/), 'Show us bookings.');
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(server.requests('/api/demo-requests')[0]?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.test',
      phone: '+1 555 0100',
      company: 'Doe Dental',
      preferred_time: 'Weekday mornings',
      message: 'Show us bookings.',
    });
    await waitFor(() => expect(screen.getByLabelText(/Message/)).toHaveValue(''));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Jane Doe');
  });

  it('checks the fields before sending', async () => {
    server = fakeServer({});
    const user = userEvent.setup();
    renderScreen();

    await user.clear(screen.getByLabelText(/Full Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);
  });

  it("shows the server's message and field errors, and drops a field's error when edited", async () => {
    server = fakeServer({
      'POST /api/demo-requests': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { company: ['Company must be less than 255 characters'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderScreen();

    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(screen.getByText('Company must be less than 255 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Company/), 'x');
    expect(screen.queryByText('Company must be less than 255 characters')).not.toBeInTheDocument();
  });

  it('says so when too many requests were sent', async () => {
    server = fakeServer({
      'POST /api/demo-requests': () => ({
        status: 429,
        data: { message: 'Too many demo requests. Please try again in 60 seconds.' },
      }),
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(
      await screen.findByText('Too many demo requests. Please try again in 60 seconds.'),
    ).toBeInTheDocument();
  });
});
