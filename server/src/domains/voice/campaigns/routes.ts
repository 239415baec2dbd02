import type { FastifyInstance } from 'fastify';
import { csvFilename, sendCsv, type CsvColumn } from '../../../lib/csv';
import { formRoutes } from '../../../lib/form-routes';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { dataScope } from '@voice/contracts';
import { currentUser } from '../../../plugins/auth';
import { exportContacts, listCampaigns, listContacts } from './repository';
import { campaignSchemas as schemas } from './schemas';
import {
  createCampaign,
  deleteCampaign,
  findVisibleCampaign,
  importContacts,
  presentCampaigns,
  previewContacts,
  updateCampaign,
} from './service';
import {
  CAMPAIGN_ACTION_MESSAGES,
  campaignStats,
  cancelCampaign,
  pauseCampaign,
  resumeCampaign,
  startCampaign,
} from './lifecycle';
import { CONTACTS_MULTIPART_LIMITS, readContactsUpload, withSpooledFile } from './upload';

const CSV_COLUMNS: CsvColumn[] = [
  ['phone', 'Number'],
  ['name', 'Name'],
  ['time_zone', 'Time zone'],
  ['status', 'Status'],
  ['attempts', 'Attempts'],
  ['outcome', 'Outcome'],
  ['last_call_id', 'Last call id'],
  ['call_id', 'Call id'],
  ['next_attempt_at', 'Next attempt (UTC)'],
  ['variables', 'Variables (JSON)'],
];

async function* csvRows(rows: AsyncGenerator<{ variables: Record<string, string> | null }>) {
  for await (const row of rows) {
    yield { ...row, variables: row.variables ? JSON.stringify(row.variables) : '' };
  }
}

/**
 * Outbound campaigns: drafts with their settings and contacts, then start / pause / resume / cancel (lifecycle.ts;
 * the dialling engine, dialler.ts, calls the contacts of running ones) and their figures. Who may see a campaign
 * may change it and act on it, as with assistants (the user's data scope: own, tenant's, or all for platform
 * admins; another's is a 404).
 */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const access = { access: 'authenticated' } as const;

  api.get('/api/campaigns', { config: access, schema: schemas.list }, async (request) => {
    const page = await listCampaigns(app.db, dataScope(currentUser(request)), request.query);
    return {
      success: true,
      data: await presentCampaigns(app.db, page.data),
      pagination: page.pagination,
    };
  });

  api.post('/api/campaigns', { config: access, schema: schemas.create }, async (request, reply) => {
    const campaign = await createCampaign(app.db, request, currentUser(request), request.body);
    const [data] = await presentCampaigns(app.db, [campaign]);
    return reply.code(201).send({ success: true, message: 'Campaign created.', data });
  });

  api.get('/api/campaigns/:id', { config: access, schema: schemas.show }, async (request) => {
    const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
    const [data] = await presentCampaigns(app.db, [campaign]);
    return { success: true, data };
  });

  api.put('/api/campaigns/:id', { config: access, schema: schemas.update }, async (request) => {
    const user = currentUser(request);
    const campaign = await findVisibleCampaign(app.db, user, request.params.id);
    const updated = await updateCampaign(app.db, user, campaign, request.body);
    const [data] = await presentCampaigns(app.db, [updated]);
    return { success: true, message: 'Campaign saved.', data };
  });

  api.delete('/api/campaigns/:id', { config: access, schema: schemas.remove }, async (request) => {
    const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
    await deleteCampaign(app.db, campaign);
    return { success: true, message: 'Campaign deleted.' };
  });

  const actions = [
    ['start', startCampaign, CAMPAIGN_ACTION_MESSAGES.started],
    ['pause', pauseCampaign, CAMPAIGN_ACTION_MESSAGES.paused],
    ['resume', resumeCampaign, CAMPAIGN_ACTION_MESSAGES.resumed],
    ['cancel', cancelCampaign, CAMPAIGN_ACTION_MESSAGES.cancelled],
  ] as const;
  for (const [action, run, message] of actions) {
    api.post(
      `/api/campaigns/:id/${action}`,
      { config: access, schema: schemas[action] },
      async (request) => {
        const user = currentUser(request);
        const campaign = await findVisibleCampaign(app.db, user, request.params.id);
        await run(app.db, campaign);
        app.campaignDialler.kick();
        const [data] = await presentCampaigns(app.db, [
          await findVisibleCampaign(app.db, user, request.params.id),
        ]);
        return { success: true, message, data };
      },
    );
  }

  api.get(
    '/api/campaigns/:id/stats',
    { config: access, schema: schemas.stats },
    async (request) => {
      const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
      return { success: true, data: await campaignStats(app.db, campaign) };
    },
  );

  api.get(
    '/api/campaigns/:id/contacts',
    { config: access, schema: schemas.contacts },
    async (request) => {
      const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
      return { success: true, ...(await listContacts(app.db, campaign.id, request.query)) };
    },
  );

  api.get(
    '/api/campaigns/:id/contacts/export',
    { config: access, schema: schemas.exportContacts },
    async (request, reply) => {
      const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
      return sendCsv(reply, request, csvRows(exportContacts(app.db, campaign.id)), {
        columns: CSV_COLUMNS,
        filename: csvFilename(`campaign-${campaign.id}-contacts`),
        failure: 'campaign contacts export failed',
      });
    },
  );

  await formRoutes(app, CONTACTS_MULTIPART_LIMITS, (form) => {
    const forms = form.withTypeProvider<YupTypeProvider>();
    forms.post(
      '/api/campaigns/:id/contacts/preview',
      { config: access, schema: schemas.preview },
      async (request) => {
        const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
        const data = await readContactsUpload(request, false, (file, mapping) =>
          previewContacts(app.db, campaign, file, mapping),
        );
        return { success: true, data };
      },
    );
    forms.post(
      '/api/campaigns/:id/contacts/import',
      { config: access, schema: schemas.import },
      async (request) => {
        const campaign = await findVisibleCampaign(app.db, currentUser(request), request.params.id);
        const data = await readContactsUpload(request, true, (file, mapping) =>
          withSpooledFile(file, (open) =>
            // readContactsUpload asks for the mapping before it reads a file.
            importContacts(app.db, campaign, open, mapping as NonNullable<typeof mapping>),
          ),
        );
        return {
          success: true,
          message: `${data.imported.toLocaleString('en-US')} contacts imported.`,
          data,
        };
      },
    );
  });
}
