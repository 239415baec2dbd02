import { describe, expect, it } from '@jest/globals';
import { fitInViewport } from './dropdown';

const VIEWPORT = { width: 390, height: 700 };

describe('fitInViewport', () => {
  it('leaves a panel that fits where it is', () => {
    expect(fitInViewport({ left: 20, right: 240, top: 60 }, VIEWPORT)).toEqual({
      shift: 0,
      maxHeight: 632,
    });
  });

  it('moves a panel running past the right edge to the left, 8 px from the edge', () => {
    expect(fitInViewport({ left: 300, right: 520, top: 60 }, VIEWPORT).shift).toBe(-138);
  });

  it('moves a panel running past the left edge to the right', () => {
    expect(fitInViewport({ left: -50, right: 170, top: 60 }, VIEWPORT).shift).toBe(58);
  });

  it('keeps the left edge in view when the panel is wider than the window', () => {
    expect(fitInViewport({ left: 100, right: 600, top: 60 }, VIEWPORT).shift).toBe(-92);
  });

  it('lets a list taller than the room below the trigger scroll', () => {
    expect(fitInViewport({ left: 0, right: 200, top: 650 }, VIEWPORT).maxHeight).toBe(120);
  });
});
