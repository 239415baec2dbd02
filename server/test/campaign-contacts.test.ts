import { beforeAll, describe, expect, it } from '@jest/globals';
import { CONTACT_MAPPING_MESSAGES } from '@voice/contracts/schemas';
import { CAMPAIGN_LIMIT_MESSAGES } from '../src/domains/billing';
import { CSV_MESSAGES, ROW_ERRORS } from '../src/domains/voice/campaigns/contacts-csv';
import { UPLOAD_MESSAGES } from '../src/domains/voice/campaigns/upload';
import { campaignClient, listDoNotCall, setCampaignLimits } from './helpers/campaigns';
import { insertAssistant, insertTwoResellers, type TwoResellers } from './helpers/fixtures';
import { subscribeToSeededPlan } from './helpers/knowledge';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

interface Preview {
  columns: string[];
  suggested_mapping: {
    phone: string | null;
    name: string | null;
    time_zone: string | null;
    variables: string[];
  };
  rows_total: number;
  valid: number;
  sample: {
    row: number;
    phone: string | null;
    name: string | null;
    time_zone: string | null;
    error: string | null;
  }[];
  errors: { row: number; reason: string; value: string }[];
  errors_total: number;
  errors_by_reason: Record<string, number>;
}

interface Contact {
  phone: string;
  name: string | null;
  time_zone: string | null;
  variables: Record<string, string> | null;
  status: string;
  attempts: number;
}

// Line 1 is the header: the rows are numbered as a spreadsheet shows them.
const CSV = [
  'Phone Number,First Name,Timezone,Plan',
  '+44 7400 100001,Ann,,Gold', // row 2: GB, zone from the number
  'not a number,Bob,,Silver', // row 3: invalid
  '+14155550123,Cy,America/Los_Angeles,Gold', // row 4: the mapped zone
  '+447400100001,Ann again,,Gold', // row 5: duplicate of row 2 (written differently)
  '+14155550199,Dee,Nowhere/Else,', // row 6: on alpha's do-not-call list; the zone is not one
  '+12125550111,Eve,Not/AZone,Bronze', // row 7: US, an unknown zone and no zone from the number
  '+33612345678,"Fay, Jr.",,Gold', // row 8: FR, a quoted comma
].join('\r\n');

/**
 * Contact lists: the preview (mapping guessed, rows flagged with their reason, the first rows shown), the import
 * (the same rows skipped, the others added with their time zone and variables), the limits (100,000 rows, the
 * plan's monthly contacts), the contacts' list and CSV export.
 */
describe.each(databases)('campaign contacts (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let two: TwoResellers;
  let assistantId: number;

  const newCampaign = async (name: string) => {
    const res = await campaignClient(ctx.app, two.tokens.user, 'alpha.localhost').create({
      name,
      assistant_id: assistantId,
      consent: true,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const client = () => campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');

  beforeAll(async () => {
    two = await insertTwoResellers(ctx.app, ctx.db);
    assistantId = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Alpha caller',
    });
    await subscribeToSeededPlan(ctx.db, two.user.id, 'Professional', two.alpha);
    await listDoNotCall(ctx.db, two.alpha, '+14155550199');
    // Another tenant's list does not apply to alpha's campaigns.
    await listDoNotCall(ctx.db, two.beta, '+33612345678');
  });

  it('previews a list: the mapping guessed, bad, duplicate and do-not-call rows flagged with their line', async () => {
    const id = await newCampaign('Preview');
    const res = await client().preview(id, CSV);
    expect(res.statusCode).toBe(200);
    const preview = (res.json() as { data: Preview }).data;
    expect(preview.columns).toEqual(['Phone Number', 'First Name', 'Timezone', 'Plan']);
    expect(preview.suggested_mapping).toEqual({
      phone: 'Phone Number',
      name: 'First Name',
      time_zone: 'Timezone',
      variables: ['Plan'],
    });
    expect(preview.rows_total).toBe(7);
    expect(preview.valid).toBe(4);
    expect(preview.errors).toEqual([
      { row: 3, reason: ROW_ERRORS.invalid, value: 'not a number' },
      { row: 5, reason: ROW_ERRORS.duplicate, value: '+447400100001' },
      { row: 6, reason: ROW_ERRORS.doNotCall, value: '+14155550199' },
    ]);
    expect(preview.errors_total).toBe(3);
    expect(preview.errors_by_reason).toEqual({
      [ROW_ERRORS.invalid]: 1,
      [ROW_ERRORS.duplicate]: 1,
      [ROW_ERRORS.doNotCall]: 1,
    });
    expect(preview.sample.map((r) => [r.row, r.phone, r.time_zone, r.error])).toEqual([
      [2, '+447400100001', 'Europe/London', null],
      [3, null, null, ROW_ERRORS.invalid],
      [4, '+14155550123', 'America/Los_Angeles', null],
      [5, null, null, ROW_ERRORS.duplicate],
      [6, null, null, ROW_ERRORS.doNotCall],
      [7, '+12125550111', null, null],
      [8, '+33612345678', 'Europe/Paris', null],
    ]);
    expect(preview.sample[6]?.name).toBe('Fay, Jr.');
    // Nothing is kept.
    expect((await client().contacts(id)).json()).toMatchObject({ pagination: { total: 0 } });
  });

  it('reads the mapping it is given; a column the file has not is a 422; no phone column is asked for', async () => {
    const id = await newCampaign('Mapping');
    const mapped = await client().preview(id, CSV, {
      phone: 'Phone Number',
      name: 'Plan',
      variables: ['First Name'],
    });
    expect(mapped.statusCode).toBe(200);
    expect((mapped.json() as { data: Preview }).data.sample[0]).toMatchObject({ name: 'Gold' });

    const unknown = await client().preview(id, CSV, { phone: 'Mobile', variables: [] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      message: CONTACT_MAPPING_MESSAGES.unknownColumn('Mobile'),
    });

    const noPhone = await client().preview(id, 'who,plan\nAnn,Gold\n');
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json()).toMatchObject({ errors: { mapping: [CONTACT_MAPPING_MESSAGES.phone] } });

    const empty = await client().preview(id, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: CSV_MESSAGES.empty });

    const headerOnly = await client().preview(id, 'phone\n');
    expect(headerOnly.json()).toMatchObject({ message: CSV_MESSAGES.noRows });
  });

  it('imports the valid rows with their zone and variables, skips the flagged ones, and a second import adds only new numbers', async () => {
    const id = await newCampaign('Import');
    const mapping = {
      phone: 'Phone Number',
      name: 'First Name',
      time_zone: 'Timezone',
      variables: ['Plan'],
    };
    const missing = await client().import(id, CSV);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { mapping: [UPLOAD_MESSAGES.mappingRequired] },
    });

    const res = await client().import(id, CSV, mapping);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        rows_total: 7,
        imported: 4,
        skipped: 3,
        skipped_by_reason: {
          [ROW_ERRORS.invalid]: 1,
          [ROW_ERRORS.duplicate]: 1,
          [ROW_ERRORS.doNotCall]: 1,
        },
      },
    });
    const listed = (await client().contacts(id)).json() as { data: Contact[] };
    expect(
      listed.data.map((c) => [c.phone, c.name, c.time_zone, c.variables, c.status, c.attempts]),
    ).toEqual([
      ['+447400100001', 'Ann', 'Europe/London', { Plan: 'Gold' }, 'queued', 0],
      ['+14155550123', 'Cy', 'America/Los_Angeles', { Plan: 'Gold' }, 'queued', 0],
      ['+12125550111', 'Eve', null, { Plan: 'Bronze' }, 'queued', 0],
      ['+33612345678', 'Fay, Jr.', 'Europe/Paris', { Plan: 'Gold' }, 'queued', 0],
    ]);

    const again = await client().import(id, `phone\n+14155550123\n+447400100002\n`, {
      phone: 'phone',
      variables: [],
    });
    expect(again.json()).toMatchObject({
      data: { rows_total: 2, imported: 1, skipped_by_reason: { [ROW_ERRORS.inCampaign]: 1 } },
    });

    const page = (await client().contacts(id, '?per_page=2&page=3')).json() as {
      data: Contact[];
      pagination: { total: number };
    };
    expect(page.pagination.total).toBe(5);
    expect(page.data.map((c) => c.phone)).toEqual(['+447400100002']);
    expect((await client().contacts(id, '?status=completed')).json()).toMatchObject({ data: [] });
    expect((await client().contacts(id, '?status=sleeping')).statusCode).toBe(422);

    const csv = await client().exportContacts(id);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Number,Name,Time zone,Status,Attempts,Outcome,Last call id,Call id,Next attempt (UTC),Variables (JSON)',
    );
    expect(lines).toHaveLength(6);
    // A cell starting with + gets a ' (no spreadsheet formulas, lib/csv.ts); an import reads the number through it.
    expect(lines[4]).toBe(
      `'+33612345678,"Fay, Jr.",Europe/Paris,queued,0,,,,,"{""Plan"":""Gold""}"`,
    );

    // The counts by status come with the campaign.
    expect((await client().show(id)).json()).toMatchObject({
      data: { contacts: { total: 5, queued: 5 } },
    });

    // Once the campaign has been started its list is closed.
    await ctx.db.updateTable('campaigns').set({ status: 'paused' }).where('id', '=', id).execute();
    const closed = await client().import(id, 'phone\n+447400100003\n', {
      phone: 'phone',
      variables: [],
    });
    expect(closed.statusCode).toBe(409);
  });

  it("refuses a file over 100,000 rows and contacts beyond the plan's month, adding nothing", async () => {
    const id = await newCampaign('Limits');
    const rows = ['phone'];
    for (let i = 0; i <= 100_000; i += 1) rows.push(`+4474${String(10_000_000 + i)}`);
    const big = rows.join('\n');
    const preview = await client().preview(id, big);
    expect(preview.statusCode).toBe(422);
    expect(preview.json()).toMatchObject({
      message: 'A campaign holds at most 100,000 contacts; this file has more rows.',
    });
    // A plan whose month would take them all: the file's size is what refuses it (Professional's 5,000 would first).
    await setCampaignLimits(ctx.db, 'Professional', {
      enabled: 1,
      concurrency: 5,
      contactsPerMonth: 500_000,
    });
    try {
      const imported = await client().import(id, big, { phone: 'phone', variables: [] });
      expect(imported.statusCode).toBe(422);
      expect(imported.json()).toMatchObject({ message: CSV_MESSAGES.tooManyRows });
      expect((await client().contacts(id)).json()).toMatchObject({ pagination: { total: 0 } });
    } finally {
      await setCampaignLimits(ctx.db, 'Professional', {
        enabled: 1,
        concurrency: 5,
        contactsPerMonth: 5000,
      });
    }

    // This month's imports so far (the test above) count against the plan's monthly contacts.
    const used = await ctx.db
      .selectFrom('campaign_contacts as cc')
      .innerJoin('campaigns as c', 'c.id', 'cc.campaign_id')
      .select(({ fn }) => fn.countAll<number | string>().as('n'))
      .where('c.user_id', '=', two.user.id)
      .executeTakeFirstOrThrow();
    const limit = Number(used.n) + 2;
    await setCampaignLimits(ctx.db, 'Professional', {
      enabled: 1,
      concurrency: 5,
      contactsPerMonth: limit,
    });
    try {
      const three = 'phone\n+447400200001\n+447400200002\n+447400200003\n';
      const refused = await client().import(id, three, { phone: 'phone', variables: [] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: CAMPAIGN_LIMIT_MESSAGES.contactsPerMonth(limit, 2),
      });
      expect((await client().contacts(id)).json()).toMatchObject({ pagination: { total: 0 } });
      const two_ = await client().import(id, 'phone\n+447400200001\n+447400200002\n', {
        phone: 'phone',
        variables: [],
      });
      expect(two_.json()).toMatchObject({ data: { imported: 2 } });
    } finally {
      await setCampaignLimits(ctx.db, 'Professional', {
        enabled: 1,
        concurrency: 5,
        contactsPerMonth: 5000,
      });
    }
  }, 120_000); // 100,001 rows read twice: seconds on an idle machine, more on a loaded one
});
