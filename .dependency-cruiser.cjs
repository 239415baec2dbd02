// The server's layering, checked by dependency-cruiser in `npm run lint` (and proved by
// server/test/domain-rules.test.ts). server/src/domains/<domain>/<module>/ holds the product's code; each
// domain is used by others only through its index.ts, and a domain imports only domains below it:
const DOMAIN_ORDER = [
  'platform',
  'tenancy',
  'identity',
  'billing',
  'voice',
  'calls',
  'consoles',
  'integrations',
];

const DOMAINS = '^server/src/domains';
const ENTRY = `${DOMAINS}/[^/]+/index\\.ts$`;

/** One rule per domain: it imports no domain above it. */
const upward = DOMAIN_ORDER.slice(0, -1).map((domain, i) => ({
  name: 'domain-order',
  comment: `${domain} imports no domain above it (${DOMAIN_ORDER.slice(i + 1).join(', ')}): the order is ${DOMAIN_ORDER.join(' <- ')}`,
  severity: 'error',
  from: { path: `${DOMAINS}/${domain}/` },
  to: { path: `${DOMAINS}/(${DOMAIN_ORDER.slice(i + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-entry',
      comment: "Another domain reaches a domain only through its index.ts, never a module's file",
      severity: 'error',
      from: { path: `${DOMAINS}/([^/]+)/` },
      to: { path: `${DOMAINS}/`, pathNot: [`${DOMAINS}/$1/`, ENTRY] },
    },
    {
      name: 'domain-entry',
      comment:
        'app.ts, main.ts, bootstrap, plugins and lib reach a domain only through its index.ts',
      severity: 'error',
      from: { path: '^server/src/', pathNot: `${DOMAINS}/` },
      to: { path: `${DOMAINS}/`, pathNot: ENTRY },
    },
    ...upward,
    {
      name: 'no-cycle',
      comment:
        'No import cycle in the server (type-only imports count: they tie the files as much)',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
    {
      name: 'plugins-below-domains',
      comment:
        'server/src/plugins import nothing of the domains: a plugin takes a function in its options or reads a decorator',
      severity: 'error',
      from: { path: '^server/src/plugins/' },
      to: { path: `${DOMAINS}/` },
    },
    {
      name: 'lib-below-domains',
      comment: 'server/src/lib and server/src/db are shared by every domain and import none',
      severity: 'error',
      from: { path: '^server/src/(lib|db)/' },
      to: { path: `${DOMAINS}/` },
    },
  ],
  options: {
    includeOnly: '^server/src/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too (a type from another domain's inner file is still a reach inside).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
