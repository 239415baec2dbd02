// A web page in the knowledge base, end to end: a user adds a page by its address, the server fetches it (Ready,
// with its chunks), and the Test chat answers a question only that page answers, naming the page as its source.
//
// The page is served by an HTTP server of this test, on this machine (127.0.0.1). The suite's own server refuses
// private and loopback pages, and knowledge-base.spec.ts proves that refusal, so the suite's server keeps it: this
// spec runs against a second server of its own with WEBHOOK_ALLOW_PRIVATE_TARGETS set (the one setting that lifts
// the private-address guard of webhook targets and of knowledge pages alike), on the suite's port + 1100
// (helpers-own-server.ts). No product setting was added for the test's sake.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { assistantCreatedInEditor, openEditor } from './helpers-assistants';
import { runsOnOwnServer } from './helpers-own-server';
import { seriousViolations } from './helpers-screens';

const WIDTHS = [390, 1280, 1920] as const;

runsOnOwnServer(1100, 'knowledge-page', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

/** The page: navigation and footer around an article, as a real site has (the reader keeps the article). */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pasta menu - Trattoria Verde</title></head>
<body>
  <nav><a href="/">Home</a> <a href="/menu">Menu</a> <a href="/contact">Contact</a></nav>
  <article>
    <h1>Our pasta menu</h1>
    <p>Every pasta dish of Trattoria Verde is made fresh each morning in our own kitchen.</p>
    <p>Any pasta dish can be made gluten free on request, with our own corn and rice pasta, at no extra charge.</p>
    <p>Children under ten get a half portion of any pasta dish for half the price.</p>
  </article>
  <footer>Trattoria Verde, 12 Harbour Street</footer>
</body></html>`;

let site: Server | null = null;
let pageRequests = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = createServer((request, response) => {
    if (request.url === '/pasta-menu') {
      pageRequests += 1;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
  await new Promise<void>((done) => site?.listen(0, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise((done) => (site ? site.close(done) : done(undefined)));
});

const knowledge = (page: Page) => page.getByRole('region', { name: 'Knowledge Base' });

test('a web page added by its address is fetched, and the Test chat answers from it, naming it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { id } = await assistantCreatedInEditor(page, request, 'Page Owner', [
    'Trattoria Verde',
    'Restaurants',
    'dinner',
  ]);
  await openEditor(page, id);
  const section = knowledge(page);
  const url = `http://127.0.0.1:${(site?.address() as AddressInfo).port}/pasta-menu`;

  await section.getByRole('tab', { name: 'Web page' }).click();
  await section.getByRole('textbox', { name: /Page address/ }).fill(url);
  await section.getByRole('button', { name: 'Add page' }).click();
  const row = section
    .getByRole('list', { name: 'Knowledge sources' })
    .getByRole('listitem')
    .filter({ hasText: url });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(/\d+ chunks?/);
  expect(pageRequests).toBeGreaterThanOrEqual(1);

  // A question only the page answers: the sandbox's Test chat answers from it and names it.
  const chat = page.getByRole('region', { name: 'Test your assistant' });
  await chat
    .getByRole('textbox', { name: 'Your message' })
    .fill('Can the pasta be made gluten free?');
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText('gluten free on request', { timeout: 20_000 });
  await expect(log.getByText(`from: ${url}`)).toBeVisible();

  expect.soft(await seriousViolations(page)).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: testInfo.outputPath(`knowledge-page-${width}.png`) });
    await chat.screenshot({ path: testInfo.outputPath(`knowledge-page-chat-${width}.png`) });
  }
});
