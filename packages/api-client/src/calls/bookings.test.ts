import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@voice/session';
import { answer, readBlob, resetAnswers, sent } from '../test-support/answer';
import {
  cancelBooking,
  downloadBookingsCsv,
  getBookingAvailability,
  getBookingCalendar,
  listBookings,
} from './bookings';

beforeEach(() => {
  useSession.setState({ token: 'tok' });
});
afterEach(() => {
  resetAnswers();
  useSession.getState().clear();
});

describe('booking calls', () => {
  it("reads an assistant's calendar and a day's free slots under the assistant's address", async () => {
    answer(200, { success: true, data: { slots: [] } });
    await getBookingCalendar('12');
    await getBookingAvailability(12, '2026-12-07');
    expect(sent.map(({ url, params }) => ({ url, params }))).toEqual([
      { url: '/api/assistants/12/booking-calendar', params: undefined },
      {
        url: '/api/assistants/12/booking-calendar/availability',
        params: { date: '2026-12-07' },
      },
    ]);
    expect(sent[0]?.authorization).toBe('Bearer tok');
  });

  it('lists bookings leaving empty filters out of the address, and cancels one by its id', async () => {
    answer(200, { success: true, data: [], pagination: {} });
    await listBookings({ page: 2, per_page: 20, status: '', search: 'ana', from: '' });
    await cancelBooking(5);
    expect(sent.map(({ url, params }) => ({ url, params }))).toEqual([
      { url: '/api/bookings', params: { page: 2, per_page: 20, search: 'ana' } },
      { url: '/api/bookings/5/cancel', params: undefined },
    ]);
  });

  it('downloads the export as a blob, named by the server or else by the day', async () => {
    answer(200, 'id\r\n', { 'content-disposition': 'attachment; filename="bookings-x.csv"' });
    const named = await downloadBookingsCsv({ status: 'booked', to: '' });
    expect(named.filename).toBe('bookings-x.csv');
    expect(sent[0]).toEqual({
      url: '/api/bookings/export',
      params: { status: 'booked' },
      responseType: 'blob',
      authorization: 'Bearer tok',
    });
    resetAnswers();
    answer(200, 'id\r\n');
    const dated = await downloadBookingsCsv({});
    expect(dated.filename).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readBlob(dated.blob)).toBe('id\r\n');
  });
});
