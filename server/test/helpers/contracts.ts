import fs from 'node:fs';
import path from 'node:path';

/**
 * The providers' published API subsets the contract tests check against, committed under server/test/contracts
 * (its README says where each comes from). Only these copies are read, never a file outside the repository, so a
 * fresh clone runs every contract test; a missing or unreadable file throws, which fails the test rather than
 * skipping it.
 */

export type ContractFile =
  | 'stripe.subset.json'
  | 'stripe.fixtures.subset.json'
  | 'twilio.subset.json'
  | 'vapi.subset.json'
  | 'vapi-next.subset.json';

export const CONTRACTS_DIR = path.resolve(__dirname, '../contracts');

export function contractPath(name: ContractFile): string {
  return path.join(CONTRACTS_DIR, name);
}

export function readContract<T = Record<string, unknown>>(name: ContractFile): T {
  return JSON.parse(fs.readFileSync(contractPath(name), 'utf8')) as T;
}
