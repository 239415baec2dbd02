import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TEMPLATE, type AdminAssistantTemplate } from '@voice/contracts';
import { renderPage } from '@voice/ui/testing';
import { fakeServer, queryWrapper, type SeenRequest } from '@voice/api-client/testing';
import AssistantTemplatesPage from './assistant-templates-page';
import { ok } from '../../shared/test-support/replies';

const SAVED: AdminAssistantTemplate = {
  system_prompt: 'You answer calls for {{company_name}}.',
  first_message: 'Hi, {{company_name}} here!',
  end_call_message: 'Bye from {{company_name}}.',
  updated_at: '2025-06-01T10:30:00.000Z',
  is_default: false,
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function renderTemplates() {
  return renderPage(<AssistantTemplatesPage />, {
    path: '/admin/templates',
    wrapper: queryWrapper(),
  });
}

function field(label: string): HTMLTextAreaElement {
  const node = screen.getByRole('textbox', { name: label });
  if (!(node instanceof HTMLTextAreaElement)) throw new Error(`${label} is not a textarea`);
  return node;
}

describe('/admin/templates', () => {
  it('loads the tenant template with its preview filled with the sample company', async () => {
    server = fakeServer({ 'GET /api/admin/assistant-templates': () => ok(SAVED) });
    renderTemplates();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Assistant Templates' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'System Prompt' })).toHaveValue(
      SAVED.system_prompt,
    );
    expect(field('First Message')).toHaveValue(SAVED.first_message);
    expect(field('End Call Message')).toHaveValue(SAVED.end_call_message);
    expect(screen.getByText(/^Last saved Jun 1, 2025/)).toBeInTheDocument();
    expect(screen.getByTestId('preview-first_message')).toHaveTextContent('Hi, Acme Dental here!');
  });

  it('says when the defaults are in use', async () => {
    server = fakeServer({
      'GET /api/admin/assistant-templates': () =>
        ok({ ...DEFAULT_TEMPLATE, updated_at: null, is_default: true }),
    });
    renderTemplates();
    expect(await screen.findByText('Using the default templates.')).toBeInTheDocument();
    expect(field('System Prompt')).toHaveValue(DEFAULT_TEMPLATE.system_prompt);
  });

  it('inserts a placeholder chip at the cursor and updates the live preview', async () => {
    server = fakeServer({ 'GET /api/admin/assistant-templates': () => ok(SAVED) });
    const user = userEvent.setup();
    renderTemplates();
    await screen.findByRole('textbox', { name: 'First Message' });
    const first = field('First Message');
    await user.clear(first);
    await user.type(first, 'We do  daily.');
    first.setSelectionRange(6, 6);
    const chips = screen.getByRole('group', { name: 'Insert a placeholder into First Message' });
    await user.click(within(chips).getByRole('button', { name: '{{company_services}}' }));
    expect(first).toHaveValue('We do {{company_services}} daily.');
    expect(screen.getByTestId('preview-first_message')).toHaveTextContent(
      'We do check-ups, cleanings and whitening daily.',
    );
    await waitFor(() => expect(first).toHaveFocus());
    expect(first.selectionStart).toBe(26);

    // Typing in another field then inserting there leaves the first field alone.
    const end = field('End Call Message');
    end.setSelectionRange(0, 0);
    const endChips = screen.getByRole('group', {
      name: 'Insert a placeholder into End Call Message',
    });
    await user.click(within(endChips).getByRole('button', { name: '{{company_industry}}' }));
    expect(end).toHaveValue('{{company_industry}}Bye from {{company_name}}.');
    expect(first).toHaveValue('We do {{company_services}} daily.');
  });

  it("saves the three texts and shows 'Templates saved successfully'", async () => {
    const puts: SeenRequest[] = [];
    server = fakeServer({
      'GET /api/admin/assistant-templates': () => ok(SAVED),
      'PUT /api/admin/assistant-templates': (request) => {
        puts.push(request);
        return ok(
          {
            ...(request.body as object),
            updated_at: '2025-07-02T08:00:00.000Z',
            is_default: false,
          },
          'Templates saved successfully',
        );
      },
    });
    const user = userEvent.setup();
    renderTemplates();
    const first = await screen.findByRole('textbox', { name: 'First Message' });
    await user.clear(first);
    await user.type(first, 'Welcome!');
    await user.click(screen.getByRole('button', { name: 'Save templates' }));

    expect(await screen.findByText('Templates saved successfully')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      system_prompt: SAVED.system_prompt,
      first_message: 'Welcome!',
      end_call_message: SAVED.end_call_message,
    });
    expect(screen.getByText(/^Last saved Jul 2, 2025/)).toBeInTheDocument();
    expect(field('First Message')).toHaveValue('Welcome!');
  });

  it('resets the form to the default templates (saved only on Save)', async () => {
    server = fakeServer({ 'GET /api/admin/assistant-templates': () => ok(SAVED) });
    const user = userEvent.setup();
    renderTemplates();
    await screen.findByRole('textbox', { name: 'System Prompt' });
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(field('System Prompt')).toHaveValue(DEFAULT_TEMPLATE.system_prompt);
    expect(field('First Message')).toHaveValue(DEFAULT_TEMPLATE.first_message);
    expect(field('End Call Message')).toHaveValue(DEFAULT_TEMPLATE.end_call_message);
    expect(server.calls).not.toContain('PUT /api/admin/assistant-templates');
  });

  it('checks required texts and unknown placeholders before sending', async () => {
    server = fakeServer({ 'GET /api/admin/assistant-templates': () => ok(SAVED) });
    const user = userEvent.setup();
    renderTemplates();
    const system = await screen.findByRole('textbox', { name: 'System Prompt' });
    await user.clear(system);
    await user.clear(field('End Call Message'));
    await user.type(field('End Call Message'), 'Bye {{{{caller}}');
    await user.click(screen.getByRole('button', { name: 'Save templates' }));

    expect(await screen.findByText('System Prompt is required')).toBeInTheDocument();
    expect(system).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Only the placeholders {{company_name}}, {{company_industry}} and {{company_services}} are allowed',
      ),
    ).toBeInTheDocument();
    expect(server.calls).not.toContain('PUT /api/admin/assistant-templates');
  });

  it("shows the server's 422 messages on their fields", async () => {
    server = fakeServer({
      'GET /api/admin/assistant-templates': () => ok(SAVED),
      'PUT /api/admin/assistant-templates': () => ({
        status: 422,
        data: {
          success: false,
          message: 'The given data was invalid.',
          errors: { first_message: ['First Message is too fancy', 'Try again'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderTemplates();
    await screen.findByRole('textbox', { name: 'First Message' });
    await user.click(screen.getByRole('button', { name: 'Save templates' }));
    expect(await screen.findByText('First Message is too fancy, Try again')).toBeInTheDocument();
    expect(field('First Message')).toHaveAttribute('aria-invalid', 'true');
    expect(field('System Prompt')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
  });

  it('offers Retry when the template cannot be loaded', async () => {
    let calls = 0;
    server = fakeServer({
      'GET /api/admin/assistant-templates': () => {
        calls += 1;
        return calls === 1 ? { status: 500, data: { message: 'Down' } } : ok(SAVED);
      },
    });
    const user = userEvent.setup();
    renderTemplates();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load templates');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'System Prompt' })).toHaveValue(
      SAVED.system_prompt,
    );
  });
});
