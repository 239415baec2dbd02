import type { FastifyInstance, FastifyRequest } from 'fastify';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { dataScope } from '@voice/contracts';
import {
  PublicAssistantListReply,
  PublicAssistantSchema,
  PublicDeletedReply,
} from '@voice/contracts/replies';
import { validatePayloadSync } from '@voice/contracts/schemas';
import {
  assistantBodySchema,
  assistantNotFound,
  assistantsAfter,
  createAssistant,
  deleteAssistant,
  findAssistant,
  presentAssistant,
  updateAssistant,
  type AssistantSaveDeps,
} from '../../voice';
import { ValidationFailed } from '../../../lib/http-error';
import { documentedOnly, type JsonSchema, type YupTypeProvider } from '../../../lib/route-schema';
import { asObject } from '../../../lib/validate';
import { currentUser } from '../../../plugins/auth';
import { pageOf, timePosition } from './cursor';
import { idempotencyHeaderDocument, sendIdempotent } from './idempotency';
import { mergePatch, publicAssistant, savedForm } from './present';
import { assistantListQuerySchema, idParamsSchema, TAGS, v1Replies } from './schemas';

/** A JSON schema without `required` or `default` at any depth: the document's PATCH body (any field of the create body). */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Nothing is required and no default applies: a field left out keeps its saved value.
    if (key !== 'required' && key !== 'default') out[key] = withoutRequired(value);
  }
  return out;
}

const createBodyDocument = convertSchema(assistantBodySchema) as JsonSchema;
const patchBodyDocument = documentedOnly({
  ...(withoutRequired(createBodyDocument) as JsonSchema),
  description:
    'Any fields of the create body. Objects are merged into the saved assistant field by field; ' +
    'anything else (arrays too) replaces the saved value. The result is checked as a whole, as a create is.',
});

const tags = [TAGS.assistants];

const PATCH_BODY_NOT_OBJECT = 'The body must be a JSON object of the fields to change.';

/** The assistants of the public API: the same saves as the app's (checks, plan quota, voice platform, audit). */
export async function publicAssistantRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps = (): AssistantSaveDeps => ({
    db: app.db,
    config: app.config,
    log: app.log,
    dialect: app.dialect,
    voice: app.voice,
    telephony: app.telephony,
  });
  const visible = async (request: FastifyRequest, id: number) => {
    const row = await findAssistant(app.db, dataScope(currentUser(request)), String(id));
    if (!row || row.id !== id) throw assistantNotFound();
    return row;
  };

  api.get(
    '/assistants',
    {
      config: { access: 'authenticated', apiKeyScope: 'assistants:read' },
      schema: {
        summary: 'List assistants',
        operationId: 'v1ListAssistants',
        description: 'The assistants the key may see, newest first.',
        tags,
        querystring: assistantListQuerySchema,
        response: v1Replies({ 200: PublicAssistantListReply }, [422]),
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = timePosition(cursor);
      const rows = await assistantsAfter(
        app.db,
        dataScope(currentUser(request)),
        after && { created_at: after.key, id: after.id },
        limit + 1,
      );
      return pageOf(
        rows,
        limit,
        (row) => ({ key: row.created_at, id: row.id }),
        (row) => publicAssistant(presentAssistant(row, null)),
      );
    },
  );

  api.get(
    '/assistants/:id',
    {
      config: { access: 'authenticated', apiKeyScope: 'assistants:read' },
      schema: {
        summary: 'Get an assistant',
        operationId: 'v1GetAssistant',
        tags,
        params: idParamsSchema,
        response: v1Replies({ 200: PublicAssistantSchema }, [404, 422]),
      },
    },
    async (request) =>
      publicAssistant(presentAssistant(await visible(request, request.params.id), null)),
  );

  api.post(
    '/assistants',
    {
      config: { access: 'authenticated', apiKeyScope: 'assistants:write' },
      schema: {
        summary: 'Create an assistant',
        operationId: 'v1CreateAssistant',
        description:
          'Created on the voice platform and here together (or not at all), within the plan quota. ' +
          'Send an Idempotency-Key header to retry safely.',
        tags,
        headers: idempotencyHeaderDocument,
        body: assistantBodySchema,
        response: v1Replies({ 201: PublicAssistantSchema }, [409, 422, 502]),
      },
    },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, async () => {
        const created = await createAssistant(deps(), currentUser(request), request.body);
        return { status: 201, body: publicAssistant(created) };
      }),
  );

  api.patch(
    '/assistants/:id',
    {
      config: { access: 'authenticated', apiKeyScope: 'assistants:write' },
      schema: {
        summary: 'Update an assistant',
        operationId: 'v1UpdateAssistant',
        tags,
        params: idParamsSchema,
        body: patchBodyDocument,
        response: v1Replies({ 200: PublicAssistantSchema }, [404, 422, 502]),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const existing = presentAssistant(await visible(request, request.params.id), null);
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new ValidationFailed({ _: [PATCH_BODY_NOT_OBJECT] });
      }
      const merged = mergePatch(savedForm(existing), asObject(body));
      const checked = validatePayloadSync(assistantBodySchema, merged);
      if (!checked.ok) throw new ValidationFailed(checked.errors);
      const saved = await updateAssistant(deps(), user, String(existing.id), checked.value);
      return publicAssistant(saved);
    },
  );

  api.delete(
    '/assistants/:id',
    {
      config: { access: 'authenticated', apiKeyScope: 'assistants:write' },
      schema: {
        summary: 'Delete an assistant',
        operationId: 'v1DeleteAssistant',
        description: 'Its phone numbers are released and it is deleted on the voice platform too.',
        tags,
        params: idParamsSchema,
        response: v1Replies({ 200: PublicDeletedReply }, [404, 422, 502]),
      },
    },
    async (request) => {
      const existing = await visible(request, request.params.id);
      await deleteAssistant(deps(), currentUser(request), String(existing.id));
      return { id: existing.id, deleted: true };
    },
  );
}
