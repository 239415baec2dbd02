import { describe, it, expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { RowItem, RowLine, RowList, RowMain, RowMeta } from './row-list';
import { renderWithTheme } from './test-utils';

describe('RowList', () => {
  it('lays each row out as its main part and its sum side by side, without bullets', () => {
    renderWithTheme(
      <RowList as="ol" aria-label="Top assistants">
        <RowItem>
          <RowMain>
            <RowLine>
              <strong>Reception</strong>
            </RowLine>
            <RowMeta>Ann · +1 555 0100</RowMeta>
          </RowMain>
          <span>12 calls</span>
        </RowItem>
      </RowList>,
    );
    const list = screen.getByRole('list', { name: 'Top assistants' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveStyle({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' });
    expect(within(row).getByText('Reception').parentElement).toHaveStyle({ display: 'flex' });
    expect(within(row).getByText('Ann · +1 555 0100')).toHaveStyle({ fontSize: '0.875rem' });
  });
});
