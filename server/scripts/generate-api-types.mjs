// Writes test/generated/public-api-v1.d.ts: the TypeScript types of the public API's OpenAPI document
// (GET /api/v1/openapi.json of an app on a fresh SQLite database), which type the client of
// test/public-api-client.test.ts. Run after changing a /api/v1 route:
//   corepack pnpm --filter server run generate:api-types
// (node --import tsx: the app is TypeScript). The test fails while the committed file differs from a fresh one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestContext } from '../test/helpers/test-app.ts';
import { apiTypes } from './api-types.mjs';

const file = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test',
  'generated',
  'public-api-v1.d.ts',
);

const ctx = await createTestContext('sqlite');
try {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/v1/openapi.json answered ${res.statusCode}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await apiTypes(res.json()));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await ctx.close();
}
