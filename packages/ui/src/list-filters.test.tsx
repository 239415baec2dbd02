import { describe, it, expect, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { FilterSelect, ResellerOptions, SearchBox, optionLabel, optionValue } from './list-filters';
import { renderWithTheme } from './test-utils';

const STATUSES = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
];

describe('list filters', () => {
  it('searches for the draft when its form is submitted, not on each key', () => {
    const onChange = jest.fn();
    const onSearch = jest.fn();
    renderWithTheme(
      <SearchBox
        id="user-search"
        name="User search"
        value="ann"
        placeholder="Name or email"
        onChange={onChange}
        onSearch={onSearch}
      />,
    );
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'anna' } });
    expect(onChange).toHaveBeenCalledWith('anna');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('search', { name: 'User search' })).toBeInTheDocument();
  });

  it('offers its options under its label', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FilterSelect id="status" label="Status" value="" options={STATUSES} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    expect(onChange).toHaveBeenCalledWith('active');
  });

  it("reads an option's label and keeps unknown values out of the select", () => {
    expect(optionLabel(STATUSES, 'active')).toBe('Active');
    expect(optionLabel(STATUSES, 'gone')).toBe('gone');
    expect(optionValue(STATUSES, 'active')).toBe('active');
    expect(optionValue(STATUSES, 'gone')).toBe('');
    expect(optionValue(STATUSES, null)).toBe('');
  });

  it("lists the resellers by name after the 'all' choice, each valued by its id", () => {
    renderWithTheme(
      <select aria-label="Reseller" defaultValue="7">
        <ResellerOptions
          resellers={[
            { id: 3, org_name: 'Acme' },
            { id: 7, org_name: 'Globex' },
          ]}
          allLabel="All resellers"
        />
      </select>,
    );
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'All resellers'],
      ['3', 'Acme'],
      ['7', 'Globex'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Reseller' })).toHaveValue('7');
  });
});
