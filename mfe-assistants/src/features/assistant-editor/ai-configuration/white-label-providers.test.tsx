import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandingContext, DEFAULT_BRANDING } from '@voice/ui/core';
import { AiConfigurationSection } from './ai-configuration-section';
import type { AiTab } from './tab-of-field';
import { renderInForm } from './test-support';

/** The vendors behind the providers: a reseller's site (white label) names none of them. */
const VENDOR =
  /vapi|openai|eleven ?labs|11labs|deepgram|playht|azure|google|anthropic|groq|rime|cartesia/i;

function Section({ isMainHost }: { isMainHost: boolean }) {
  const [tab, setTab] = useState<AiTab>('model');
  return (
    <BrandingContext.Provider value={{ ...DEFAULT_BRANDING, isMainHost }}>
      <AiConfigurationSection activeTab={tab} onTabChange={setTab} />
    </BrandingContext.Provider>
  );
}

const providerOptions = (panel: string) =>
  within(screen.getByRole('tabpanel', { name: panel }))
    .getByRole('combobox', { name: /^Provider/ })
    .querySelectorAll('option');
const labels = (options: NodeListOf<HTMLOptionElement>) => [...options].map((o) => o.textContent);

describe('provider pickers on a reseller site', () => {
  it('name the providers by what they offer, without a vendor, and leave out the upcoming ones', async () => {
    renderInForm(<Section isMainHost={false} />);
    expect(labels(providerOptions('Model'))).toEqual(['Standard']);
    await userEvent.click(screen.getByRole('tab', { name: 'Voice' }));
    expect(labels(providerOptions('Voice'))).toEqual(['Built-in', 'Premium']);
    await userEvent.click(screen.getByRole('tab', { name: 'Transcriber' }));
    expect(labels(providerOptions('Transcriber'))).toEqual(['Standard', 'Premium']);
    for (const option of document.querySelectorAll('option'))
      expect(option.textContent).not.toMatch(VENDOR);
  });

  it('keep the vendors’ names on the main host, where the platform’s own admins work', () => {
    renderInForm(<Section isMainHost />);
    expect(labels(providerOptions('Model'))).toContain('OpenAI');
  });
});
