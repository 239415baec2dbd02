// Proves each rule of .dependency-cruiser.cjs (the server's domain layering, run by `npm run lint`) fires: a
// small tree shaped like server/src, with one file breaking each rule and files doing what is allowed, is cruised
// with the repository's own configuration, and exactly the expected violations come back.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The tree: path under the temporary root -> its code. */
const TREE: Record<string, string> = {
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }',
  // Allowed: a domain's entry re-exports its modules; a module imports a lower domain through its entry.
  'server/src/domains/platform/index.ts': "export { send } from './email/mailer';",
  'server/src/domains/platform/email/mailer.ts': 'export const send = 1;',
  'server/src/domains/identity/index.ts': "export { user } from './users/repository';",
  'server/src/domains/identity/users/repository.ts':
    "import { send } from '../../platform';\nexport const user = send;",
  'server/src/app.ts': "import { user } from './domains/identity';\nexport const app = user;",
  // Broken: a module of another domain's inside.
  'server/src/domains/identity/users/inner.ts':
    "import { send } from '../../platform/email/mailer';\nexport const inner = send;",
  // Broken: app.ts (outside the domains) reaching a module's file.
  'server/src/bootstrap.ts':
    "import { user } from './domains/identity/users/repository';\nexport const boot = user;",
  // Broken: a lower domain importing a higher one (through its entry, still upward).
  'server/src/domains/platform/email/upward.ts':
    "import { user } from '../../identity';\nexport const upward = user;",
  // Broken: a cycle inside one module.
  'server/src/domains/platform/email/a.ts': "import { b } from './b';\nexport const a = () => b;",
  'server/src/domains/platform/email/b.ts': "import { a } from './a';\nexport const b = () => a;",
  // Broken: a plugin importing a domain.
  'server/src/plugins/auth.ts':
    "import { user } from '../domains/identity';\nexport const auth = user;",
  // Broken: lib importing a domain.
  'server/src/lib/helper.ts':
    "import { send } from '../domains/platform';\nexport const helper = send;",
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let dir: string;
let found: { rule: string; from: string; to: string }[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'domain-rules-'));
  for (const [file, code] of Object.entries(TREE)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${code}\n`);
  }
  const run = spawnSync(
    process.execPath,
    [DEPCRUISE, 'server/src', '--config', CONFIG, '--output-type', 'json'],
    { cwd: dir, encoding: 'utf8' },
  );
  expect(run.stdout).not.toBe('');
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  found = result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const violation = (rule: string, from: string, to: string) => ({
  rule,
  from: `server/src/${from}`,
  to: `server/src/${to}`,
});

describe('the server domain rules (.dependency-cruiser.cjs)', () => {
  it("domain-entry: another domain importing a module's file is refused", () => {
    expect(found).toContainEqual(
      violation(
        'domain-entry',
        'domains/identity/users/inner.ts',
        'domains/platform/email/mailer.ts',
      ),
    );
  });

  it("domain-entry: a file outside the domains importing a module's file is refused", () => {
    expect(found).toContainEqual(
      violation('domain-entry', 'bootstrap.ts', 'domains/identity/users/repository.ts'),
    );
  });

  it('domain-order: a domain importing a domain above it is refused', () => {
    expect(found).toContainEqual(
      violation('domain-order', 'domains/platform/email/upward.ts', 'domains/identity/index.ts'),
    );
  });

  it('no-cycle: an import cycle is refused', () => {
    expect(found).toContainEqual(
      violation('no-cycle', 'domains/platform/email/a.ts', 'domains/platform/email/b.ts'),
    );
  });

  it('plugins-below-domains: a plugin importing a domain is refused', () => {
    expect(found).toContainEqual(
      violation('plugins-below-domains', 'plugins/auth.ts', 'domains/identity/index.ts'),
    );
  });

  it('lib-below-domains: lib importing a domain is refused', () => {
    expect(found).toContainEqual(
      violation('lib-below-domains', 'lib/helper.ts', 'domains/platform/index.ts'),
    );
  });

  it('allows entries, imports of lower domains through their entry, and app.ts importing an entry', () => {
    const allowedFiles = [
      'server/src/domains/platform/index.ts',
      'server/src/domains/identity/index.ts',
      'server/src/domains/identity/users/repository.ts',
      'server/src/app.ts',
    ];
    expect(found.filter((v) => allowedFiles.includes(v.from))).toEqual([]);
    // Nothing but the six broken places' violations (a cycle is reported once).
    expect(found).toHaveLength(6);
  });
});

/** A file to lint: where it would be (under the repository) and its code. */
type LintCase = [filePath: string, code: string];

/**
 * ESLint's messages for each case, by the repository's config, in one child process (loading the config is most
 * of the time: about 15 s on a busy machine).
 */
function eslintMessages(cases: LintCase[]): { ruleId: string | null; message: string }[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const [filePath, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
    }
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { ruleId: string | null; message: string }[][];
}

describe('services take their dependencies, not the app (server/eslint.domains.mjs)', () => {
  const takesTheApp = [
    "import type { FastifyInstance } from 'fastify';",
    'export const handle = (app: FastifyInstance) => app.db;',
  ].join('\n');
  const refusedFiles = [
    'domains/billing/payments/service.ts',
    'domains/calls/call-logs/repository.ts',
    'domains/billing/subscriptions/expiry.ts',
  ];
  const allowedFiles = [
    'domains/billing/payments/routes.ts',
    'domains/billing/payments/webhook-routes.ts',
    'domains/billing/payments/plugin.ts',
    'domains/billing/payments/deps.ts',
    'domains/billing/index.ts',
    'lib/throttle.ts',
  ];
  const deepImport: LintCase = [
    'server/src/domains/billing/payments/service.ts',
    "import { a } from '../../../../../packages/ui/src/x';\nexport const b = a;",
  ];
  let results: Map<string, { ruleId: string | null; message: string }[]>;
  let deepImportMessages: { ruleId: string | null; message: string }[];

  beforeAll(() => {
    const files = [...refusedFiles, ...allowedFiles];
    const messages = eslintMessages([
      ...files.map((file): LintCase => [`server/src/${file}`, takesTheApp]),
      deepImport,
    ]);
    results = new Map(files.map((file, i) => [file, messages[i] ?? []]));
    deepImportMessages = messages[files.length] ?? [];
  }, 180_000);

  const refused = (file: string) =>
    (results.get(file) ?? []).filter(
      (m) => m.ruleId === 'no-restricted-imports' && m.message.includes('FastifyInstance'),
    ).length;

  it('refuses FastifyInstance in a service, a repository or a job of a domain', () => {
    for (const file of refusedFiles)
      expect({ file, refused: refused(file) }).toEqual({ file, refused: 1 });
  });

  it("allows it in a domain's routes, plugins, builders of deps and entries, and outside the domains", () => {
    for (const file of allowedFiles)
      expect({ file, refused: refused(file) }).toEqual({ file, refused: 0 });
  });

  it('still refuses there what every file is refused (a package imported by its src/)', () => {
    expect(deepImportMessages.some((m) => m.message.includes('exports map'))).toBe(true);
  });
});

describe('queries live in repositories (server/eslint.domains.mjs)', () => {
  const queries = [
    "import { sql, type Kysely } from 'kysely';",
    "import type { DB } from '../../../db/schema';",
    'export const find = (db: Kysely<DB>) => db.selectFrom("users").selectAll().execute();',
    'export const add = (db: Kysely<DB>) => db.insertInto("users").values({}).execute();',
    'export const save = (db: Kysely<DB>) => db.updateTable("users").set({}).execute();',
    'export const drop = (db: Kysely<DB>) => db.deleteFrom("users").execute();',
    'export const raw = (db: Kysely<DB>) => sql<{ n: number }>`select 1 as n`.execute(db);',
  ].join('\n');
  /** What a service may do: open a transaction, pass it to a repository, build a fragment for one. */
  const service = [
    "import { sql, type Kysely } from 'kysely';",
    "import type { DB } from '../../../db/schema';",
    "import { insertThing } from './repository';",
    'export const create = (db: Kysely<DB>) =>',
    '  db.transaction().execute((trx) => insertThing(trx, sql`now()`));',
  ].join('\n');
  const refusedFiles = [
    'domains/calls/ingestion/call-stats.ts',
    'domains/voice/assistants/routes.ts',
    'domains/platform/email/queue.ts',
    'domains/billing/subscriptions/renewal.ts',
  ];
  const allowedFiles = [
    'domains/voice/assistants/repository.ts',
    'domains/calls/ingestion/call-stats-repository.ts',
    'lib/paginate.ts',
  ];
  const deepImport: LintCase = [
    'server/src/domains/calls/ingestion/call-stats.ts',
    "export const load = () => import('../../../../../packages/ui/src/x');",
  ];
  const envRead: LintCase = [
    'server/src/domains/calls/ingestion/call-stats.ts',
    "import { env } from 'node:process';\nexport const key = env.KEY;",
  ];
  let results: Map<string, { ruleId: string | null; message: string }[]>;
  let serviceMessages: { ruleId: string | null; message: string }[];
  let deepImportMessages: { ruleId: string | null; message: string }[];
  let envReadMessages: { ruleId: string | null; message: string }[];

  beforeAll(() => {
    const files = [...refusedFiles, ...allowedFiles];
    const messages = eslintMessages([
      ...files.map((file): LintCase => [`server/src/${file}`, queries]),
      ['server/src/domains/tenancy/features/service.ts', service],
      deepImport,
      envRead,
    ]);
    results = new Map(files.map((file, i) => [file, messages[i] ?? []]));
    [serviceMessages = [], deepImportMessages = [], envReadMessages = []] = messages.slice(
      files.length,
    );
  }, 180_000);

  const refused = (messages: { ruleId: string | null; message: string }[]) =>
    messages.filter(
      (m) => m.ruleId === 'no-restricted-syntax' && m.message.startsWith('Queries belong in a'),
    ).length;

  it('refuses each query builder and a raw sql statement outside a repository', () => {
    for (const file of refusedFiles) {
      expect({ file, refused: refused(results.get(file) ?? []) }).toEqual({ file, refused: 5 });
    }
  });

  it('allows them in repository.ts and <topic>-repository.ts, and outside the domains', () => {
    for (const file of allowedFiles) {
      expect({ file, refused: refused(results.get(file) ?? []) }).toEqual({ file, refused: 0 });
    }
  });

  it('lets a service open a transaction and build sql fragments for a repository', () => {
    expect(refused(serviceMessages)).toBe(0);
  });

  it("still refuses there what every file's no-restricted-syntax refuses (deep import(), process env)", () => {
    expect(deepImportMessages.some((m) => m.message.includes('exports map'))).toBe(true);
    expect(envReadMessages.some((m) => m.message.includes('process.env'))).toBe(true);
  });
});
