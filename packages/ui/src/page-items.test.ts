import { describe, it, expect } from '@jest/globals';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns nothing without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last, the current page and its neighbours with ellipses beyond 7 pages', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('leaves out the leading ellipsis near the start and the trailing one near the end', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 8)).toEqual([1, 'ellipsis', 7, 8]);
  });
});
