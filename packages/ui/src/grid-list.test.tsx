import { describe, it, expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GridList } from './grid-list';
import { renderWithTheme } from './test-utils';

function renderGrid(props: { $min: string; $gap?: string; $fill?: boolean }) {
  renderWithTheme(
    <GridList aria-label="Plans" {...props}>
      <li>Basic</li>
    </GridList>,
  );
  return screen.getByRole('list', { name: 'Plans' });
}

describe('GridList', () => {
  it('fits as many columns as the width allows, each at least $min wide', () => {
    const list = renderGrid({ $min: '240px' });
    expect(getComputedStyle(list).gridTemplateColumns).toMatch(
      /^repeat\(\s*auto-fit,\s*minmax\(240px,\s*1fr\)\s*\)$/,
    );
    expect(list).toHaveStyle({ gap: '1rem', listStyle: 'none', padding: '0px' });
  });

  it('keeps empty columns with $fill, and takes its gap', () => {
    const list = renderGrid({ $min: '280px', $gap: '1.25rem', $fill: true });
    expect(getComputedStyle(list).gridTemplateColumns).toMatch(
      /^repeat\(\s*auto-fill,\s*minmax\(280px,\s*1fr\)\s*\)$/,
    );
    expect(list).toHaveStyle({ gap: '1.25rem' });
  });
});
