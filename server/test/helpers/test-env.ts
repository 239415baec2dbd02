// The one place server tests read the environment (lint: process.env only in configuration modules).
export const testEnv = {
  /** PostgreSQL for the second run of every test file (e.g. postgres://postgres@127.0.0.1:5432/test). */
  databaseUrl: process.env.TEST_DATABASE_URL,
  /** Redis for the shared-state tests (e.g. redis://127.0.0.1:6379); those tests are skipped without it. */
  redisUrl: process.env.TEST_REDIS_URL,
};
