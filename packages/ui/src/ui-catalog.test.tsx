import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ConfirmDialog } from './confirm-dialog';
import { Pagination } from './pagination';
import { renderWithTheme } from './test-utils';
import { uiCatalog } from './ui-catalog';

describe("the shared parts' catalog", () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('shows the pagination and the confirmation in German, and changes with the language', async () => {
    const german = (await uiCatalog('de')) as Messages;
    act(() => i18n.loadAndActivate({ locale: 'de', messages: german }));
    renderWithTheme(
      <I18nProvider i18n={i18n}>
        <Pagination currentPage={2} lastPage={3} onPageChange={() => {}} />
        <ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sind Sie sicher?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ja, löschen!' })).toBeInTheDocument();

    const spanish = (await uiCatalog('es')) as Messages;
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));
    expect(await screen.findByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
