import { describe, it, expect } from '@jest/globals';
import { contrastRatio, darkenToContrast, readableTextOn, WHITE } from './color';
import { DEFAULT_BRANDING, themeFromBranding } from './theme';

describe('theme contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#10B981', WHITE)).toBeLessThan(4.5);
  });

  it('never puts white text on the default secondary green', () => {
    const theme = themeFromBranding(DEFAULT_BRANDING);
    expect(theme.colors.onSecondary).not.toBe(WHITE);
    expect(contrastRatio(theme.colors.onSecondary, theme.colors.secondary)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(theme.colors.secondaryText, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white on the default primary and picks dark text on a light brand colour', () => {
    expect(readableTextOn('#4F46E5')).toBe(WHITE);
    const light = themeFromBranding({ ...DEFAULT_BRANDING, primaryColor: '#FACC15' });
    expect(contrastRatio(light.colors.onPrimary, '#FACC15')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.colors.primaryText, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads well unchanged', () => {
    expect(darkenToContrast('#4F46E5')).toBe('#4F46E5');
  });

  it('gives AA contrast to every theme text colour on white', () => {
    const c = themeFromBranding(DEFAULT_BRANDING).colors;
    for (const color of [c.text, c.muted, c.danger, c.warning, c.success, c.info, c.primaryText]) {
      expect(contrastRatio(color, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
    // and muted text on the page background
    expect(contrastRatio(c.muted, c.background)).toBeGreaterThanOrEqual(4.5);
  });
});
