import { msg } from '@lingui/core/macro';
import { HEX_COLOR } from '@voice/contracts/schemas';
import {
  DEFAULT_BRANDING,
  WHITE,
  contrastRatio,
  readableTextOn,
  themeFromBranding,
  i18n,
} from '@voice/ui/core';

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for buttons, icons and large text (non-text contrast). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** The page background the site's buttons and links sit on. */
export const PAGE_BACKGROUND = themeFromBranding(DEFAULT_BRANDING).colors.background;

/** "4.5:1", rounded down to one decimal (a ratio that just fails never reads as passing). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/**
 * What a brand colour fails of WCAG AA: white text on it (buttons), and the colour against the page background
 * (buttons, icons). Empty for a colour that passes both, and for anything that is not #RRGGBB yet. In the page's
 * language: call it at render time.
 */
export function contrastWarnings(color: string, background: string = PAGE_BACKGROUND): string[] {
  if (!HEX_COLOR.test(color)) return [];
  const warnings: string[] = [];
  const onWhite = contrastRatio(color, WHITE);
  if (onWhite < AA_TEXT) {
    // The site's theme puts whichever of white and dark text reads better on buttons (readableTextOn).
    const fallback =
      readableTextOn(color) === WHITE
        ? i18n._(msg`Dark text does no better: choose a darker colour.`)
        : i18n._(msg`Buttons will show dark text instead.`);
    const ratio = formatRatio(onWhite);
    warnings.push(
      i18n._(
        msg`White text on this colour has a contrast of ${ratio}; WCAG AA needs ${AA_TEXT}:1. ${fallback}`,
      ),
    );
  }
  const onPage = contrastRatio(color, background);
  if (onPage < AA_NON_TEXT) {
    const ratio = formatRatio(onPage);
    warnings.push(
      i18n._(
        msg`Against the page background this colour has a contrast of ${ratio}; WCAG AA needs ${AA_NON_TEXT}:1 for buttons and icons.`,
      ),
    );
  }
  return warnings;
}
