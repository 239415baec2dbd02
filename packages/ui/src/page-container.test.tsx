import { describe, it, expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import { PageContainer } from './page-container';
import { renderWithTheme } from './test-utils';

describe('PageContainer', () => {
  it('centres a 1200px column unless told another width', () => {
    renderWithTheme(
      <>
        <PageContainer data-testid="wide" />
        <PageContainer data-testid="narrow" $width="760px" />
      </>,
    );
    expect(screen.getByTestId('wide')).toHaveStyle({ maxWidth: '1200px', margin: '0px auto' });
    expect(screen.getByTestId('narrow')).toHaveStyle({ maxWidth: '760px' });
  });
});
