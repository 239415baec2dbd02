// @ts-check
// ---------------------------------------------------------------------------------------------------------------
// Two rules for server/src/domains, proved by server/test/domain-rules.test.ts.
//
// Services take their dependencies, not the app: in server/src/domains, only the files that meet Fastify (a
// domain's routes and plugins, the builders of dependencies from the app, the entries) may import FastifyInstance.
// A service, repository or job names what it uses ({ db, config, mailer, ... }: platform/deps.ts) and its caller
// passes that.
//
// Queries live in repositories (routes -> service -> repository -> database, docs/architecture.md): outside a
// repository file (repository.ts, <topic>-repository.ts), a domain's file builds no Kysely query (selectFrom,
// insertInto, updateTable, deleteFrom) and executes no raw sql`...` statement. A service may still open a
// transaction and pass `trx` to repository functions; a raw sql`...` fragment (a condition, a column) may still be
// built anywhere and handed to a repository.
// ---------------------------------------------------------------------------------------------------------------

/** The files that meet the app: routes (routes.ts, webhook-routes.ts), plugins, builders of deps, entries. */
const EDGE_FILES = [
  'server/src/domains/**/routes.ts',
  'server/src/domains/**/*-routes.ts',
  'server/src/domains/**/plugin.ts',
  'server/src/domains/**/deps.ts',
  'server/src/domains/**/index.ts',
];

const APP_IMPORT =
  "A service, repository or job takes its dependencies, not the app: name what it uses ({ db, config, mailer, ... }, see server/src/domains/platform/deps.ts) and let the routes or plugin pass them. FastifyInstance belongs to a domain's routes.ts, plugin.ts, deps.ts and index.ts.";

/** The files where queries belong. */
const REPOSITORY_FILES = [
  'server/src/domains/**/repository.ts',
  'server/src/domains/**/*-repository.ts',
];

const QUERY_OUTSIDE_REPOSITORY =
  "Queries belong in a repository: move this query into a function of the area's repository.ts (or <topic>-repository.ts) that takes `db` (the database or a transaction) first, and call that function here.";

const QUERY_SYNTAX = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
    message: QUERY_OUTSIDE_REPOSITORY,
  },
  {
    // sql`...`.execute(db) and sql<Row>`...`.execute(db)
    selector:
      "CallExpression[callee.property.name='execute'][callee.object.type='TaggedTemplateExpression'][callee.object.tag.name='sql']",
    message: QUERY_OUTSIDE_REPOSITORY,
  },
];

/**
 * The rules for the domains' inner files. ESLint does not merge a rule's options across blocks, so the restrictions
 * every file has (`patterns` and the no-restricted-syntax entries `syntax`, from eslint.config.mjs) are given again
 * here.
 * @param {unknown[]} patterns
 * @param {unknown[]} syntax
 * @returns {import('eslint').Linter.Config[]}
 */
export function serverDomainRules(patterns, syntax) {
  return [
    {
      files: ['server/src/domains/**/*.ts'],
      ignores: EDGE_FILES,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns,
            paths: [{ name: 'fastify', importNames: ['FastifyInstance'], message: APP_IMPORT }],
          },
        ],
      },
    },
    {
      files: ['server/src/domains/**/*.ts'],
      ignores: REPOSITORY_FILES,
      rules: { 'no-restricted-syntax': ['error', ...syntax, ...QUERY_SYNTAX] },
    },
  ];
}
