import { expect, test } from '@playwright/test';

// A screen's own chunk (not the remote's entry) fails to download once: the section says so, and Retry really
// downloads it again (React keeps a rejected React.lazy rejected, so the shell must create a fresh one).
test('Retry loads a screen again after its chunk failed to download', async ({ page }) => {
  const isPricingChunk = (url: URL) =>
    url.pathname.startsWith('/build/mfe-billing/') &&
    /pricing-page[^/]*\.js$/.test(url.pathname) &&
    !url.pathname.includes('remoteEntry');
  const chunkRequests: string[] = [];
  let aborted = 0;
  await page.route(isPricingChunk, async (route) => {
    chunkRequests.push(route.request().url());
    if (aborted === 0) {
      aborted += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });

  await page.goto('/pricing');
  const alert = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
  await expect(alert).toBeVisible();
  // The remote itself loaded (its entry was not touched): it is the screen that failed.
  await expect(alert).toContainText('This section failed to load.');
  await expect(page.getByText(/Save 20%/)).toHaveCount(0);
  expect(aborted).toBe(1);

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Save 20%/)).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(chunkRequests.length).toBeGreaterThanOrEqual(2);
  expect(new Set(chunkRequests).size).toBe(1);
});
