// Checks an OpenAPI document read on stdin with the two validators client generators rely on, and prints the
// result as JSON on stdout: {swaggerParser: [messages], redocly: [{ruleId, severity, message, pointer}]}.
// swagger-parser validates against the OpenAPI schema of the document's version; Redocly lints with its
// 'recommended' rules. Used by test/openapi-validity.test.ts (Redocly's core is ESM-only, which jest cannot load on
// Node 20) and by hand: curl -s localhost:3000/api/docs/json | corepack pnpm --filter server run -s check:openapi
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function swaggerParserErrors(document) {
  try {
    // validate() dereferences the object it is given: a copy keeps the original for Redocly.
    await SwaggerParser.validate(structuredClone(document));
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

async function redoclyProblems(source) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, config, absoluteRef: 'openapi.json' });
  return problems.map((problem) => ({
    ruleId: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
    pointer: problem.location[0]?.pointer ?? '',
  }));
}

const source = await readStdin();
const document = JSON.parse(source);
const result = {
  swaggerParser: await swaggerParserErrors(document),
  redocly: await redoclyProblems(source),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
