import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { i18n, type Messages } from '@lingui/core';
import { contractsMessages } from '@voice/contracts/messages-catalog';
import { FormField } from './form-field';
import { MessageBanner } from './message-banner';
import { translateText } from './i18n';
import { renderWithTheme } from './test-utils';

async function speak(language: 'es' | 'de') {
  const messages = (await contractsMessages(language)) as Messages;
  act(() => i18n.loadAndActivate({ locale: language, messages }));
}

describe('texts from the contracts in the page language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('shows a validation message of a field in Spanish', async () => {
    await speak('es');
    renderWithTheme(
      <FormField label="Nombre" htmlFor="name" error="Name is required">
        <input id="name" />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre es obligatorio');
  });

  it("shows a server's message in a banner in German", async () => {
    await speak('de');
    renderWithTheme(
      <MessageBanner tone="danger" message="Profile updated successfully!" onDismiss={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Profil erfolgreich aktualisiert!');
  });

  it('leaves English and unknown texts as they are', async () => {
    expect(translateText('Name is required')).toBe('Name is required');
    await speak('es');
    expect(translateText('A text of {no} catalog')).toBe('A text of {no} catalog');
  });
});
