import { describe, it, expect, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';
import { renderWithTheme } from './test-utils';

describe('Pagination', () => {
  it('renders Previous, the page items and Next, marking the current page', () => {
    renderWithTheme(<Pagination currentPage={5} lastPage={10} onPageChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '4' })).not.toHaveAttribute('aria-current');
  });

  it('calls onPageChange with the chosen, previous and next page', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination currentPage={2} lastPage={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithTheme(
      <Pagination currentPage={1} lastPage={4} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={4} lastPage={4} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    renderWithTheme(<Pagination currentPage={1} lastPage={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
