import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, loadConfig } from '../src/config';
import { pgTimestampToIso } from '../src/db/database';
import { hashPassword, verifyPassword } from '../src/lib/password';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      sqliteFile: path.join(REPO_ROOT, 'data', 'app.db'),
      appDomain: 'localhost',
      appUrl: 'http://localhost:3000',
      tokenTtlHours: 24,
      rememberTtlDays: 30,
      logLevel: 'info',
      staticRoot: REPO_ROOT,
      passwordCost: 15,
      serveSourceMaps: false,
    });
    expect(config.payments.provider).toBe('sandbox');
    expect(config.remotes.map((r) => r.name)).toEqual([
      'mfe_public',
      'mfe_account',
      'mfe_assistants',
      'mfe_billing',
      'mfe_admin',
    ]);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      DATA_DIR: '/var/lib/voice',
      APP_DOMAIN: 'Example.com',
      APP_URL: 'https://app.example.com/',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'pw-123456',
      TOKEN_TTL_HOURS: '2',
      REMEMBER_TTL_DAYS: '7',
      LOG_LEVEL: 'debug',
      STATIC_ROOT: '/srv/builds',
      REMOTE_URL_MFE_ADMIN: 'https://admin-cdn.example.com/mf-manifest.json',
      RATE_LIMIT_MAX: '0',
      PAYMENT_PROVIDER: 'none',
      SERVE_SOURCE_MAPS: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://u:p@db:5432/app',
      dataDir: '/var/lib/voice',
      appDomain: 'example.com',
      appUrl: 'https://app.example.com',
      adminEmail: 'boss@example.com',
      adminPassword: 'pw-123456',
      tokenTtlHours: 2,
      rememberTtlDays: 7,
      logLevel: 'debug',
      staticRoot: '/srv/builds',
      serveSourceMaps: true,
    });
    expect(config.rateLimit.enabled).toBe(false);
    expect(config.remotes.find((r) => r.name === 'mfe_admin')?.entry).toBe(
      'https://admin-cdn.example.com/mf-manifest.json',
    );
    expect(config.remotes.find((r) => r.name === 'mfe_public')?.entry).toBe(
      '/build/mfe-public/mf-manifest.json',
    );
  });

  it('chooses the payment sandbox by default only on this machine', () => {
    for (const env of [
      {},
      { APP_DOMAIN: 'localhost', APP_URL: 'http://127.0.0.1:4000' },
      { APP_DOMAIN: 'voice.localhost' },
      { APP_URL: 'http://[::1]:3000' },
    ]) {
      expect(loadConfig(env).payments.provider).toBe('sandbox');
    }
    const hint =
      /PAYMENT_PROVIDER is not set and the app is served on (\S+): set PAYMENT_PROVIDER=stripe .*PAYMENT_PROVIDER=sandbox/;
    expect(() => loadConfig({ APP_DOMAIN: 'voice.example.com' })).toThrow(hint);
    expect(() => loadConfig({ APP_DOMAIN: 'voice.example.com' })).toThrow('voice.example.com');
    expect(() => loadConfig({ APP_URL: 'https://app.example.com' })).toThrow('app.example.com');
    expect(() => loadConfig({ APP_URL: 'http://localhost.example.com' })).toThrow(hint);
    expect(() => loadConfig({ APP_DOMAIN: 'example.com', PAYMENT_PROVIDER: ' ' })).toThrow(hint);
    // Chosen explicitly, the sandbox (or another provider) is accepted on any host.
    const env = { APP_DOMAIN: 'voice.example.com', APP_URL: 'https://voice.example.com' };
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'none' }).payments.provider).toBe('none');
  });

  it("the production settings' template does not choose the sandbox for a real domain", () => {
    // deploy/production.env.example, as copied to deploy/production.env: with the deployment's own domain filled in
    // and nothing else changed, the start stops and says what to choose.
    const template = Object.fromEntries(
      readFileSync(path.join(REPO_ROOT, 'deploy/production.env.example'), 'utf8')
        .split('\n')
        .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => [match[1], match[2]]),
    );
    expect(loadConfig(template).payments.provider).toBe('sandbox');
    const real = {
      ...template,
      APP_URL: 'https://voice.example.com',
      APP_DOMAIN: 'voice.example.com',
    };
    expect(() => loadConfig(real)).toThrow(
      /PAYMENT_PROVIDER is not set and the app is served on voice\.example\.com/,
    );
    expect(
      loadConfig({
        ...real,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).payments.provider,
    ).toBe('stripe');
  });

  it('treats a non-postgres DATABASE_URL as a SQLite file and rejects bad numbers', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' })).toMatchObject({
      databaseUrl: null,
      sqliteFile: '/tmp/x.db',
    });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('keeps uploads on the local disk by default and in a bucket with UPLOADS_S3_BUCKET', () => {
    expect(loadConfig({}).uploads).toEqual({ driver: 'local', s3: null });
    expect(
      loadConfig({
        UPLOADS_S3_BUCKET: 'voice-uploads',
        UPLOADS_S3_REGION: 'eu-west-3',
        UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        UPLOADS_S3_ACCESS_KEY_ID: 'minio',
        UPLOADS_S3_SECRET_ACCESS_KEY: 'minio-secret',
        UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      }).uploads,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'voice-uploads',
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
      },
    });
    // Without keys: the SDK's default chain (AWS_* variables, instance role); AWS S3 in us-east-1.
    expect(loadConfig({ UPLOADS_S3_BUCKET: 'voice-uploads' }).uploads.s3).toEqual({
      bucket: 'voice-uploads',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
  });

  it('refuses a half-set S3 upload configuration at start', () => {
    expect(() => loadConfig({ UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'UPLOADS_S3_ENDPOINT set without UPLOADS_S3_BUCKET',
    );
    expect(() =>
      loadConfig({ UPLOADS_S3_ACCESS_KEY_ID: 'a', UPLOADS_S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(
      'UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY set without UPLOADS_S3_BUCKET',
    );
    const bucket = { UPLOADS_S3_BUCKET: 'voice-uploads' };
    expect(() => loadConfig({ ...bucket, UPLOADS_S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...bucket, UPLOADS_S3_SECRET_ACCESS_KEY: 'b' })).toThrow(
      /go together/,
    );
    expect(() => loadConfig({ ...bucket, UPLOADS_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /UPLOADS_S3_ENDPOINT must be an http\(s\) URL/,
    );
    for (const name of ['ab', 'Voice_Uploads', 'uploads/', '-uploads', 'x'.repeat(64)]) {
      expect(() => loadConfig({ UPLOADS_S3_BUCKET: name })).toThrow(/UPLOADS_S3_BUCKET must be/);
    }
  });
});

describe('helpers', () => {
  it('reads PostgreSQL timestamps as ISO strings', () => {
    expect(pgTimestampToIso('2025-03-04 05:06:07.123+00')).toBe('2025-03-04T05:06:07.123Z');
    expect(pgTimestampToIso('2025-03-04 07:06:07+02')).toBe('2025-03-04T05:06:07.000Z');
    // UTC values (the pool's time zone) are rewritten without a Date, with the same result as through one.
    for (const value of [
      '2025-03-04 05:06:07+00',
      '2025-03-04 05:06:07.5+00',
      '2025-03-04 05:06:07.12+00',
      '2025-03-04 05:06:07.123456+00',
      '2025-03-04 05:06:07.999999+00',
      '0001-01-01 00:00:00+00',
    ]) {
      const throughDate = new Date(`${value.replace(' ', 'T')}:00`).toISOString();
      expect(pgTimestampToIso(value)).toBe(throughDate);
    }
    expect(pgTimestampToIso('infinity')).toBe('infinity');
  });

  it('hashes passwords with the production cost by default (scrypt N=2^15)', async () => {
    const hash = await hashPassword('s3cret-password');
    expect(hash.startsWith('scrypt$15$8$1$')).toBe(true);
    await expect(verifyPassword('s3cret-password', hash)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-passwor', hash)).resolves.toBe(false);
    await expect(verifyPassword('s3cret-password', 'plain')).resolves.toBe(false);
  });
});
