import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';
import { renderWithTheme } from './test-utils';

const ENTRIES = [
  { question: 'Can I cancel?', answer: 'Yes, at any time.' },
  { question: 'Is there a trial?', answer: 'Fourteen days.' },
];

describe('FaqAccordion', () => {
  it('opens and closes each answer on its own, with + and − by default', async () => {
    renderWithTheme(<FaqAccordion entries={ENTRIES} />);
    const cancel = screen.getByRole('button', { name: 'Can I cancel?' });
    const trial = screen.getByRole('button', { name: 'Is there a trial?' });
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    expect(cancel).toHaveTextContent('+');
    expect(screen.getByText('Yes, at any time.')).not.toBeVisible();

    await userEvent.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(cancel).toHaveTextContent('−');
    expect(screen.getByRole('region', { name: 'Can I cancel?' })).toHaveTextContent(
      'Yes, at any time.',
    );
    expect(cancel).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: 'Can I cancel?' }).id,
    );
    expect(trial).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(cancel);
    expect(screen.getByText('Yes, at any time.')).not.toBeVisible();
  });

  it('shows the given icon instead of + and −', () => {
    renderWithTheme(<FaqAccordion entries={ENTRIES} icon={<svg data-testid="chevron" />} />);
    expect(screen.getAllByTestId('chevron')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Can I cancel?' })).not.toHaveTextContent('+');
  });
});
