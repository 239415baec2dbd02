// The built-in booking calendar: a user opens their assistant's calendar every day of the week (UTC), a sandbox test
// call books the first free slot, the booking is on /bookings, the caller's confirmation and the owner's alert are
// in the outbox, the dashboard counts it, a second booking of the same slot (through the booking tool the call
// used) is refused, and Cancel frees it (the caller told by email). axe on the editor's section and the page;
// screenshots at 390/1280/1920 px, and of the mobile menu at 390 px; then the section with Cal.com chosen.
import { expect, test, type Page } from '@playwright/test';
import { assistantCreatedInEditor, openEditor } from './helpers-assistants';
import { latestEmail } from './helpers-outbox';
import { seriousViolations } from './helpers-screens';
import { callBookingTool, platformVoiceSecret } from './helpers-voice-tools';

const WIDTHS = [390, 1280, 1920] as const;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The caller of the sandbox's test calls (server: SANDBOX_BOOKING_CALLER). */
const CALLER = { name: 'Sandbox Caller', email: 'sandbox.caller@example.com' };

async function shots(page: Page, name: string, fullPage = true) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
}

test('a sandbox test call books a slot of the calendar, listed on /bookings and cancelled there', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { session, assistantName, id } = await assistantCreatedInEditor(
    page,
    request,
    'Booking Owner',
    ['Booking Dental', 'Dental', 'cleanings'],
    // A new assistant has no calendar yet.
    () => expect(page.getByText(/^Save the assistant first: its booking calendar/)).toBeVisible(),
  );

  // The calendar: on, UTC, open all day every day (so that today, whatever the hour, or else the next day, has
  // a free slot), saved with its own button.
  await openEditor(page, id);
  const section = page.getByRole('region', { name: 'Booking calendar' });
  await section.getByRole('checkbox', { name: 'Take bookings during calls' }).check();
  await section.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
  for (const day of DAYS) {
    const existing = section.getByRole('textbox', { name: `${day} 1: opens` });
    if (!(await existing.isVisible())) {
      await section.getByRole('button', { name: `Add hours on ${day}` }).click();
    }
    await section.getByRole('textbox', { name: `${day} 1: opens` }).fill('00:00');
    await section.getByRole('textbox', { name: `${day} 1: closes` }).fill('24:00');
  }
  await section.getByRole('button', { name: 'Save booking calendar' }).click();
  await expect(section.getByText('Booking calendar saved.')).toBeVisible();
  // The preview offers today's free slots (none left late in the day: then tomorrow's).
  const preview = section.getByLabel('Day', { exact: true });
  const today = new Date().toISOString().slice(0, 10);
  await expect(preview).toHaveValue(today);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  if (await section.getByText('No free slot on this day.').isVisible())
    await preview.fill(tomorrow);
  await expect(
    section
      .getByRole('list', { name: /^Free slots on / })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: test.info().outputPath(`booking-calendar-${width}.png`) });
  }

  // A sandbox test call books the first free slot.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/assistants');
  await page.getByRole('button', { name: `Place a test call to ${assistantName}` }).click();
  await expect(page.getByText('Test call placed').first()).toBeVisible();

  // It is on /bookings (the Bookings menu entry leads there).
  await page.getByRole('navigation').getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: CALLER.name })).toHaveCount(1, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  const row = table.getByRole('row').filter({ hasText: CALLER.name });
  await expect(row).toContainText(assistantName);
  await expect(row).toContainText(CALLER.email);
  await expect(row).toContainText('UTC');
  await expect(row.getByText('Booked', { exact: true })).toBeVisible();

  // A second booking of the same slot, through the booking tool the sandbox call used (as the voice platform
  // calls it, with the tenant's secret), is refused, and the list still holds one booking.
  const listed = await request.get(`/api/bookings?assistant_id=${id}`, {
    headers: bearer(session.token),
  });
  const [first] = ((await listed.json()) as { data: { starts_at: string }[] }).data;
  const shown = await request.get(`/api/assistants/${id}`, { headers: bearer(session.token) });
  const voiceId = ((await shown.json()) as { data: { vapi_assistant_id: string } }).data
    .vapi_assistant_id;
  expect(first).toBeDefined();
  const again = await callBookingTool(request, platformVoiceSecret(), voiceId, 'book_appointment', {
    // The calendar is in UTC: the slot's local start is its UTC start.
    starts_at: first?.starts_at.slice(0, 16),
    name: 'Second Caller',
    email: 'second.caller@example.com',
    reason: 'The same time again',
  });
  expect(again).toMatch(/^That time is no longer available\./);
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: 'Second Caller' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: CALLER.name })).toHaveCount(1);

  // The caller's confirmation and the owner's alert.
  const confirmation = await latestEmail(request, CALLER.email, 'Your appointment is booked');
  const alert = await latestEmail(request, session.user.email, `New booking: ${CALLER.name}`);
  expect(confirmation.text).toContain(assistantName);
  expect(alert.text).toContain(CALLER.name);

  // The dashboard counts it.
  await page.goto('/dashboard');
  const card = page.getByText('Upcoming Bookings', { exact: true }).locator('..');
  await expect(card.getByText('1', { exact: true })).toBeVisible();
  await expect(card).toContainText('Booked this month: 1');
  await page.goBack();
  await expect(row).toBeVisible();

  // Filters: the assistant's cancelled bookings are none yet.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shots(page, 'bookings');

  // The mobile menu lists the page, on screen at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Bookings' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('bookings-mobile-menu-390.png') });
  await page.getByRole('button', { name: 'Menu' }).click();

  // Cancel, confirmed: the row says so and the caller is emailed.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: /^Cancel the booking of Sandbox Caller/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(`${CALLER.email} gets an email saying so.`);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('The booking was cancelled.')).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await latestEmail(request, CALLER.email, 'Your appointment is cancelled');
  await shots(page, 'bookings-cancelled');

  // The calendar kept in Cal.com instead: its key, event type and address; the opening hours are Cal.com's.
  await openEditor(page, id);
  const calendar = page.getByRole('region', { name: 'Booking calendar' });
  await calendar.getByRole('combobox', { name: 'Calendar' }).selectOption('calcom');
  await expect(calendar.getByRole('group', { name: 'Monday' })).toHaveCount(0);
  await expect(calendar.getByLabel('Slot length (minutes)')).toHaveCount(0);
  await calendar.getByLabel('Cal.com API key').fill('cal_live_example_key_1234');
  await calendar.getByLabel('Cal.com event type id').fill('abc');
  await calendar.getByRole('button', { name: 'Save booking calendar' }).click();
  await expect(
    calendar.getByText(/^The Cal.com event type id must be a whole number/),
  ).toBeVisible();
  await calendar.getByLabel('Cal.com event type id').fill('123456');
  expect.soft(await seriousViolations(page)).toEqual([]);
  // The window's top at the section, so that the fixed header covers none of it.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1400 });
    await calendar.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.screenshot({ path: test.info().outputPath(`booking-calendar-calcom-${width}.png`) });
  }
});
