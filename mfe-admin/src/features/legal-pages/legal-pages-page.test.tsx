import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalPageAdmin, LegalPagesAdmin } from '@voice/contracts';
import {
  LEGAL_PAGE_MESSAGES,
  placeholdersLeftMessage,
  unfilledPlaceholders,
} from '@voice/contracts/legal-pages';
import { fakeServer } from '@voice/api-client/testing';
import { renderWithQueries } from '@voice/ui/testing';
import { ok } from '../../shared/test-support/replies';
import { useSession } from '@voice/session';
import { LegalPagesReminder } from './held-back-notice';
import LegalPagesPage from './legal-pages-page';

const TEMPLATE =
  '## Who we are\n\n[[Company legal name]] runs Alpha Calls.\n\nWrite to [[Contact email]].';

function page(kind: LegalPageAdmin['kind'], draft: string, published: string | null = null) {
  return {
    kind,
    draft,
    draft_updated_at: null,
    published,
    published_at: published ? '2026-11-20T10:00:00.000Z' : null,
    placeholders: unfilledPlaceholders(draft),
  };
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

/** A server holding the pages: saves replace the draft, publish refuses a draft with placeholders as the API does. */
function serve(initial: LegalPagesAdmin) {
  const state: LegalPagesAdmin = { ...initial };
  const calls: string[] = [];
  server = fakeServer({
    'GET /api/admin/legal-pages': () => ok(state),
    'PUT /api/admin/legal-pages/terms': (request) => {
      const { draft } = request.body as { draft: string };
      calls.push(`save ${draft}`);
      state.terms = { ...page('terms', draft, state.terms.published), draft_updated_at: 'now' };
      return ok(state.terms, LEGAL_PAGE_MESSAGES.saved);
    },
    'POST /api/admin/legal-pages/terms/publish': () => {
      calls.push('publish');
      const left = unfilledPlaceholders(state.terms.draft);
      if (left.length > 0) {
        const message = placeholdersLeftMessage(left);
        return { status: 422, data: { message, errors: { draft: [message] } } };
      }
      state.terms = page('terms', state.terms.draft, state.terms.draft);
      state.held_back = state.privacy.published === null;
      return ok(state.terms, LEGAL_PAGE_MESSAGES.published);
    },
  });
  return calls;
}

const draftBox = () => screen.getByRole('textbox', { name: /Terms & Conditions \(Markdown\)/ });

describe('the legal pages editor', () => {
  it('says the site is held back and which pages are missing, and what is left to complete', async () => {
    serve({ terms: page('terms', TEMPLATE), privacy: page('privacy', TEMPLATE), held_back: true });
    renderWithQueries(<LegalPagesPage />);
    const notice = await screen.findByText(/Your site is being set up/);
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Still to publish: Terms & Conditions, Privacy Policy.',
    );
    expect(draftBox()).toHaveValue(TEMPLATE);
    expect(
      screen.getAllByText(
        'Still to complete before publishing: [[Company legal name]], [[Contact email]]',
      )[0],
    ).toBeVisible();
    expect(screen.getAllByText(/Not published yet/)[0]).toBeVisible();
    // The preview renders the draft's Markdown (its heading as a heading).
    const preview = screen.getByRole('region', { name: 'Terms & Conditions preview' });
    expect(within(preview).getByRole('heading', { name: 'Who we are' })).toBeVisible();
  });

  it("shows the server's refusal to publish while a placeholder is left, and keeps the text", async () => {
    const user = userEvent.setup();
    const calls = serve({
      terms: page('terms', TEMPLATE),
      privacy: page('privacy', TEMPLATE),
      held_back: true,
    });
    renderWithQueries(<LegalPagesPage />);
    await screen.findByText(/Your site is being set up/);
    await user.click(screen.getByRole('button', { name: 'Publish Terms & Conditions' }));
    const message = placeholdersLeftMessage(['[[Company legal name]]', '[[Contact email]]']);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(calls).toEqual([`save ${TEMPLATE}`, 'publish']);
    expect(draftBox()).toHaveValue(TEMPLATE);
  });

  it('saves the completed draft and publishes it: the page goes live', async () => {
    const user = userEvent.setup();
    const calls = serve({
      terms: page('terms', TEMPLATE),
      privacy: page('privacy', 'Privacy text', 'Privacy text'),
      held_back: true,
    });
    renderWithQueries(<LegalPagesPage />);
    await screen.findByText(/Your site is being set up/);
    expect(screen.getByRole('status')).toHaveTextContent('Still to publish: Terms & Conditions.');
    const completed = '## Who we are\n\nAlpha Ltd runs Alpha Calls.\n\nWrite to legal@alpha.test.';
    await user.clear(draftBox());
    await user.type(draftBox(), completed);
    expect(screen.getAllByText('Every placeholder is completed.')[0]).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish Terms & Conditions' }));
    expect(await screen.findByText(LEGAL_PAGE_MESSAGES.published)).toBeVisible();
    expect(calls).toEqual([`save ${completed}`, 'publish']);
    await waitFor(() => expect(screen.queryByText(/Your site is being set up/)).toBeNull());
    expect(screen.getAllByText(/Live since Nov 20, 2026/)[0]).toBeVisible();
  });

  it('saves a draft without publishing it', async () => {
    const user = userEvent.setup();
    const calls = serve({
      terms: page('terms', 'Live text', 'Live text'),
      privacy: page('privacy', 'Privacy text', 'Privacy text'),
      held_back: false,
    });
    renderWithQueries(<LegalPagesPage />);
    await screen.findAllByText(/Live since/);
    expect(screen.queryByText(/Your site is being set up/)).toBeNull();
    await user.type(draftBox(), ' and more');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(LEGAL_PAGE_MESSAGES.saved)).toBeVisible();
    expect(calls).toEqual(['save Live text and more']);
    expect(
      (await screen.findAllByText(/The saved draft has changes that are not live yet/))[0],
    ).toBeVisible();
  });
});

describe("the dashboard's reminder", () => {
  it('tells a reseller admin of a held-back site what is missing, with a link to the editor', async () => {
    serve({
      terms: page('terms', TEMPLATE),
      privacy: page('privacy', 'Privacy text', 'Privacy text'),
      held_back: true,
    });
    useSession.setState({ token: 't', user: { id: 1, role: 'reseller_admin' } as never });
    renderWithQueries(<LegalPagesReminder />);
    const notice = await screen.findByRole('status', { name: 'Your site is being set up' });
    expect(notice).toHaveTextContent('Still to publish: Terms & Conditions.');
    expect(
      within(notice).getByRole('link', { name: 'Complete and publish your legal pages' }),
    ).toHaveAttribute('href', '/admin/system-settings/legal-pages');
  });

  it('says nothing once both pages are published, nor to other roles', async () => {
    serve({
      terms: page('terms', 'Terms', 'Terms'),
      privacy: page('privacy', 'Privacy', 'Privacy'),
      held_back: false,
    });
    useSession.setState({ token: 't', user: { id: 1, role: 'reseller_admin' } as never });
    const { unmount } = renderWithQueries(<LegalPagesReminder />);
    await waitFor(() => expect(server.calls).toContain('GET /api/admin/legal-pages'));
    expect(screen.queryByRole('status', { name: 'Your site is being set up' })).toBeNull();
    unmount();
    const asked = server.calls.length;
    useSession.setState({ token: 't', user: { id: 2, role: 'admin' } as never });
    renderWithQueries(<LegalPagesReminder />);
    expect(screen.queryByRole('status', { name: 'Your site is being set up' })).toBeNull();
    // A platform admin's main host keeps the platform's pages: not even asked.
    expect(server.calls).toHaveLength(asked);
  });
});
