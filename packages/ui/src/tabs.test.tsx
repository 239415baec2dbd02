import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';
import { renderWithTheme } from './test-utils';

type Key = 'model' | 'voice' | 'transcriber';

function Harness({ initial = 'model' }: { initial?: Key }) {
  const [selected, setSelected] = useState<Key>(initial);
  return (
    <Tabs<Key>
      label="AI configuration"
      idPrefix="ai"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'model', label: 'Model', panel: <input aria-label="Model field" /> },
        { key: 'voice', label: 'Voice', panel: <p>Voice panel</p> },
        { key: 'transcriber', label: 'Transcriber', panel: <p>Transcriber panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('links each tab to its labelled panel and shows only the selected one', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('tablist', { name: 'AI configuration' })).toBeInTheDocument();
    const model = screen.getByRole('tab', { name: 'Model' });
    const voice = screen.getByRole('tab', { name: 'Voice' });
    expect(model).toHaveAttribute('aria-selected', 'true');
    expect(voice).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Model' });
    expect(model).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toContainElement(screen.getByRole('textbox', { name: 'Model field' }));
    // The other panels stay mounted but hidden.
    expect(screen.getByText('Voice panel')).not.toBeVisible();
    expect(document.getElementById(voice.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'hidden',
    );
  });

  it('keeps only the selected tab in the tab order (roving tabindex)', async () => {
    renderWithTheme(<Harness initial="voice" />);
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Transcriber' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Voice' })).toHaveFocus();
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Model' }));
    await userEvent.keyboard('{ArrowRight}');
    const voice = screen.getByRole('tab', { name: 'Voice' });
    expect(voice).toHaveFocus();
    expect(voice).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Voice panel')).toBeVisible();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Transcriber' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Transcriber' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Transcriber' })).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Transcriber' }));
    expect(screen.getByText('Transcriber panel')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveAttribute('aria-selected', 'false');
  });
});
