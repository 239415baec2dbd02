import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CONTRACTS_DIR, readContract, type ContractFile } from './helpers/contracts';

/**
 * The providers' API subsets committed in server/test/contracts: each is an OpenAPI 3.0 document whose every local
 * $ref resolves inside the file (a hand edit or a partial copy would make the contract tests check against a broken
 * document), and each is described in the folder's README (where it came from, at which commit).
 */

const FILES: ContractFile[] = [
  'stripe.subset.json',
  'stripe.fixtures.subset.json',
  'twilio.subset.json',
  'vapi.subset.json',
  'vapi-next.subset.json',
];

function localRefs(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => localRefs(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) found.add(value);
      else localRefs(value, found);
    }
  }
  return found;
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, segment) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined,
      document,
    );
}

describe('provider contracts in server/test/contracts', () => {
  const readme = fs.readFileSync(`${CONTRACTS_DIR}/README.md`, 'utf8');

  it('holds every subset the tests use, and nothing the README does not describe', () => {
    const json = fs.readdirSync(CONTRACTS_DIR).filter((name) => name.endsWith('.json'));
    expect(json.sort()).toEqual([...FILES].sort());
    for (const file of FILES) expect(readme).toContain(`\`${file}\``);
  });

  it.each(FILES.filter((file) => file !== 'stripe.fixtures.subset.json'))(
    '%s is an OpenAPI 3.0 document whose every $ref resolves',
    (file) => {
      const document = readContract<{ openapi: string; paths: object }>(file);
      expect(document.openapi).toMatch(/^3\.0\.\d+$/);
      expect(Object.keys(document.paths).length).toBeGreaterThan(0);
      const refs = [...localRefs(document, new Set())];
      expect(refs.length).toBeGreaterThan(0);
      expect(refs.filter((ref) => resolve(document, ref) === undefined)).toEqual([]);
    },
  );

  it("stripe.fixtures.subset.json holds Stripe's checkout.session example", () => {
    const fixtures = readContract<{ resources: Record<string, { object?: string }> }>(
      'stripe.fixtures.subset.json',
    );
    expect(fixtures.resources['checkout.session']?.object).toBe('checkout.session');
  });
});
