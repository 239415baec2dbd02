// What the specs check on any screen: accessibility (axe), dialogs, colours, searchable tables, the screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Axe's serious and critical violations of the page as it is now (empty when there are none).
 * `frames: false` checks frame elements (their titles) without going into them: axe cannot run inside a
 * frame with `sandbox=""`, where scripts are off (the outbox shows emails in such a frame).
 */
export async function seriousViolations(
  page: Page,
  { frames = true }: { frames?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (!frames) builder.setLegacyMode().options({ iframes: false });
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** The message dialog of @voice/ui ('Login Failed', 'Reset Failed', ...), by its title. */
export function messageDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** A CSS colour as the browser computes it: '#0E7490' -> 'rgb(14, 116, 144)'. */
export function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Types `text` in the Search field of a list's search form and submits it. */
export async function searchList(page: Page, formName: string, text: string): Promise<void> {
  const form = page.getByRole('search', { name: formName });
  await form.getByLabel('Search', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The one row of a table (by its accessible name) that contains `text`. */
export function rowWith(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** The widths every new screen is looked at: a phone, a laptop, a large desktop. */
export const SCREEN_WIDTHS = [390, 1280, 1920] as const;

/**
 * Screenshots of the page (or of `target` only) at each of SCREEN_WIDTHS, as `<name>-<width>.png` in the test's output
 * folder, with a soft check at each width that nothing runs off the screen; the viewport is 1280 px wide again after.
 */
export async function shotsAtWidths(page: Page, name: string, target?: Locator): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path });
    } else {
      await page.screenshot({ path, fullPage: true });
    }
    expect
      .soft(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width} px`,
      )
      .toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
