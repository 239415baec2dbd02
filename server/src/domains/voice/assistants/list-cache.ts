import type { FastifyInstance } from 'fastify';
import type { DataScope } from '@voice/contracts';
import type { TableWatch } from '../../../db/table-writes';
import type { Page } from '../../../lib/paginate';
import { WriteDroppedCache } from '../../../lib/write-dropped-cache';
import type { AssistantListQuery } from './list-query';
import { listAssistants, type AssistantListItem } from './repository';

/** On the bus: a write on some instance may have changed assistant lists; every instance drops its pages. */
export const ASSISTANT_LISTS_CHANGED = 'assistant-lists-changed';

/** How long a page of the list is kept at most (writes through the app drop it at once). */
export const ASSISTANT_LIST_TTL_MS = 5_000;

/** Pages kept at most (the oldest go first): 1,000 pages of 100 assistants are ≈ 40 MB at worst. */
const MAX_CACHED_PAGES = 1_000;

/** What a list row shows of the assistants table (repository.ts) and the columns its scope and filters read. */
const LISTED_COLUMNS = new Set([
  'id',
  'vapi_assistant_id',
  'name',
  'type',
  'phone_number',
  'created_at',
  'user_id',
  'created_by',
  'reseller_id',
]);

/**
 * The tables a page of the list is read from (repository.ts): the assistants (a new one counts, an update only
 * of columns the list does not show does not: a webhook secret, a prompt), their owners' and creators' names,
 * and every delete of a user or reseller (deleting a user deletes its assistants).
 */
export const ASSISTANT_LIST_WATCH: TableWatch = {
  assistants: { column: (name) => LISTED_COLUMNS.has(name), inserts: true },
  users: { column: (name) => name === 'name' || name === 'id' },
  resellers: { column: () => false },
};

export type AssistantListReader = (
  scope: DataScope,
  query: AssistantListQuery,
) => Promise<Page<AssistantListItem>>;

/**
 * GET /api/assistants' pages, kept per scope and query a few seconds (the list is the read users make
 * most after their session, one query of joins and a count), dropped on every instance by each write that may
 * change a list (ASSISTANT_LIST_WATCH; plugins/write-dropped-caches.ts).
 */
export function cachedAssistantLists(app: FastifyInstance): AssistantListReader {
  const pages = new WriteDroppedCache<string, Page<AssistantListItem>>(
    app.bus,
    ASSISTANT_LIST_TTL_MS,
    MAX_CACHED_PAGES,
  );
  app.dropOnWrites({ watch: ASSISTANT_LIST_WATCH, topic: ASSISTANT_LISTS_CHANGED, cache: pages });
  return (scope, query) =>
    pages.get(`${JSON.stringify(scope)} ${JSON.stringify(query)}`, () =>
      listAssistants(app.db, scope, query),
    );
}
