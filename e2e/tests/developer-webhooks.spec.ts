// A user registers an event webhook endpoint on /developers/webhooks (its signing secret shown once), places a
// sandbox test call, sees the call's events delivered in the endpoint's log (the receiver checks each signature with
// that secret) and re-sends one: the receiver gets the same event id a second time. axe, screenshots of the list,
// the form and the log at 390/1280/1920 px.
//
// The receiver is an HTTP server of this test, on this machine. The suite's server refuses loopback targets (and
// loopback knowledge pages: knowledge-base.spec.ts checks that, and WEBHOOK_ALLOW_PRIVATE_TARGETS lifts both), so
// this spec runs against a second server of its own, with WEBHOOK_ALLOW_PRIVATE_TARGETS set, on the suite's port + 1000
// (helpers-own-server.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { useSessionIn } from './helpers';
import { editorReady, fillCompany, newCompany, subscribedUser } from './helpers-assistants';
import { runsOnOwnServer } from './helpers-own-server';
import { seriousViolations, shotsAtWidths } from './helpers-screens';

runsOnOwnServer(1000, 'webhooks', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server | null = null;
const received: Received[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((done) => receiver?.listen(0, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise((done) => (receiver ? receiver.close(done) : done(undefined)));
});

/** Does a delivery carry the signature of its body with `secret` (the documented scheme)? */
function signedWith(delivery: Received, secret: string): boolean {
  const timestamp = String(delivery.headers['x-webhook-timestamp'] ?? '');
  const signature = String(delivery.headers['x-webhook-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

const eventsOf = (type: string) =>
  received
    .map((delivery) => ({
      delivery,
      body: JSON.parse(delivery.body) as { id: number; type: string },
    }))
    .filter(({ body }) => body.type === type);

test('a webhook endpoint receives the signed events of a test call, shown in its log, and one is re-sent', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await subscribedUser(request, 'Hook Owner');
  await useSessionIn(page, session);
  const url = `http://127.0.0.1:${(receiver?.address() as AddressInfo).port}/hooks`;

  // From the Developers page (API keys), its Webhooks tab; no endpoint yet: the empty state says what to do.
  await page.goto('/developers');
  await page
    .getByRole('navigation', { name: 'Developers' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page).toHaveURL(/\/developers\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();

  // The form: the events by name and meaning; nothing is sent without one.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'New webhook endpoint' });
  await form.getByLabel(/^URL/).fill(url);
  await form.getByLabel('Description').fill('Local CRM receiver');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Choose at least one event.')).toBeVisible();
  await form.getByRole('checkbox', { name: /call\.started/ }).check();
  await form.getByRole('checkbox', { name: /call\.ended/ }).check();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'webhooks-form');
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The signing secret, this once.
  const dialog = page.getByRole('dialog', { name: 'Your signing secret' });
  await expect(dialog.getByText("Copy it now: you won't be able to see it again.")).toBeVisible();
  const secret = await dialog.getByLabel(/^Signing secret for/).inputValue();
  expect(secret).toMatch(/^whsec_/);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toContainText(secret);
  await expect(page.getByRole('list', { name: 'Webhook endpoints' })).toContainText(url);

  // A sandbox test call of a new assistant.
  const { company, assistantName } = newCompany('Hook Plumbing', 'Plumbing', 'pipes');
  await page.goto('/assistants/create');
  await editorReady(page);
  await fillCompany(page, company);
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 15_000 });
  await page.getByRole('button', { name: `Place a test call to ${assistantName}` }).click();
  await expect(page.getByText('Test call placed').first()).toBeVisible();

  // Its events reach the receiver, signed with the endpoint's secret.
  await expect.poll(() => eventsOf('call.ended').length, { timeout: 30_000 }).toBe(1);
  const ended = eventsOf('call.ended')[0];
  if (!ended) throw new Error('no call.ended delivery');
  expect(signedWith(ended.delivery, secret)).toBe(true);
  expect(ended.delivery.headers['x-webhook-event']).toBe('call.ended');
  expect(eventsOf('call.started').every(({ delivery }) => signedWith(delivery, secret))).toBe(true);
  const eventId = ended.body.id;

  // ...and show in the endpoint's log, delivered with the receiver's answer.
  await page.goto('/developers/webhooks');
  await page.getByRole('button', { name: `Deliveries of ${url}` }).click();
  const log = page.getByRole('list', { name: `Deliveries to ${url}` });
  const row = log.getByRole('listitem').filter({ hasText: `Event ${eventId} ` });
  await expect(row).toContainText('call.ended');
  await expect(row.getByText('delivered', { exact: true })).toBeVisible();
  await expect(row).toContainText('Response 200');
  await row.getByText('Request and response').click();
  // What was sent, as the receiver got it (indented), next to what came back.
  await expect(row.getByLabel(`Request body of call.ended event ${eventId}`)).toHaveText(
    JSON.stringify(JSON.parse(ended.delivery.body), null, 2),
  );
  await expect(row.getByLabel(`Response body of call.ended event ${eventId}`)).toContainText(
    '"received": true',
  );
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'webhooks-log');

  // Re-send: the same event, signed again, reaches the receiver a second time, and the log says so.
  const deliveredAt = row.locator('dt:text-is("Delivered") + dd');
  const firstDelivery = await deliveredAt.textContent();
  await page.waitForTimeout(1_100); // the log's times are to the second
  await row.getByRole('button', { name: `Re-send call.ended event ${eventId}` }).click();
  await expect(page.getByText(`Event ${eventId} (call.ended) was queued again.`)).toBeVisible();
  await expect.poll(() => eventsOf('call.ended').length, { timeout: 30_000 }).toBe(2);
  const again = eventsOf('call.ended')[1];
  expect(again?.body.id).toBe(eventId);
  expect(again?.delivery.body).toBe(ended.delivery.body);
  expect(again && signedWith(again.delivery, secret)).toBe(true);
  await expect(deliveredAt).not.toHaveText(firstDelivery ?? '', { timeout: 15_000 });
  await expect(row.getByText('delivered', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Webhook endpoints' })).toContainText(
    'Last delivery: delivered',
  );
});
