import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { DescriptionList } from './description-list';
import { renderWithTheme } from './test-utils';

describe('DescriptionList', () => {
  it('renders terms and their values as a description list', () => {
    renderWithTheme(
      <DescriptionList aria-label="Details">
        <dt>Email</dt>
        <dd>jane@example.com</dd>
      </DescriptionList>,
    );
    const list = screen.getByLabelText('Details');
    expect(list.tagName).toBe('DL');
    expect(screen.getByRole('term')).toHaveTextContent('Email');
    expect(screen.getByRole('definition')).toHaveTextContent('jane@example.com');
  });
});
