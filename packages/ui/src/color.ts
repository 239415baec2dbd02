/** WCAG 2.x colour arithmetic for theme colours that come from a reseller's branding. */

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value.slice(0, 6);
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (1 to 21) between two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE = '#FFFFFF';
export const DARK_TEXT = '#111827';

/** White or dark text, whichever reads better on the background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, DARK_TEXT)
    ? WHITE
    : DARK_TEXT;
}

/** Mixes a colour towards black until it reaches the contrast ratio against `against` (AA = 4.5). */
export function darkenToContrast(color: string, against = WHITE, ratio = 4.5): string {
  const base = channels(color);
  for (let step = 0; step <= 20; step += 1) {
    const k = 1 - step * 0.05;
    const candidate = toHex([base[0] * k, base[1] * k, base[2] * k]);
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return DARK_TEXT;
}
