// @ts-check
// ---------------------------------------------------------------------------------------------------------------
// Services take their dependencies, not the app: in server/src/domains, only the files that meet Fastify (a
// domain's routes and plugins, the builders of dependencies from the app, the entries) may import FastifyInstance.
// A service, repository or job names what it uses ({ db, config, mailer, ... }: platform/deps.ts) and its caller
// passes that. Proved by server/test/domain-rules.test.ts.
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

/**
 * The rule for the domains' inner files. ESLint does not merge a rule's options across blocks, so the restrictions
 * every file has (`patterns`, from eslint.config.mjs) are given again here.
 * @param {unknown[]} patterns
 * @returns {import('eslint').Linter.Config[]}
 */
export function serverDomainRules(patterns) {
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
  ];
}
