import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildApp } from '../src/app';
import type { AppConfig, UploadsS3Config } from '../src/config';
import { LocalDiskStorage } from '../src/domains/platform/uploads/local-storage';
import { uploadStorageFromConfig } from '../src/domains/platform/uploads/plugin';
import { S3_KEY_PREFIX, S3Storage } from '../src/domains/platform/uploads/s3-storage';
import type { StoredUpload, UploadStorage } from '../src/domains/platform/uploads/storage';
import { insertUser, login } from './helpers/fixtures';
import { databases, openTestDatabase, request, testConfig } from './helpers/test-app';

/**
 * Uploads behind one storage interface (several instances share a bucket): the same contract for this instance's disk and an S3-compatible
 * bucket (s3rver, a local S3 server), and, through the API, two instances with different data dirs sharing a bucket
 * serve each other's uploads, which they cannot do on local disks.
 */

/** A 1x1 GIF89a and a minimal JPEG: genuine magic numbers. */
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

let s3rver: S3rver;
let endpoint: string;
/** Every request the S3 server received: method, path and the headers that matter here. */
const s3Requests: { method: string; url: string; ifNoneMatch: string | undefined }[] = [];
let bucketCount = 0;

/** A new, empty bucket on the local S3 server (valid name: 3-63 lower-case characters). */
async function newBucket(): Promise<UploadsS3Config> {
  bucketCount += 1;
  const bucket = `voice-uploads-${process.pid}-${bucketCount}`;
  const client = s3Client();
  const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return s3Config(bucket);
}

function s3Config(bucket: string): UploadsS3Config {
  return {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
}

function s3Client(): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

/** Every key in a bucket. */
async function bucketKeys(bucket: string): Promise<string[]> {
  const client = s3Client();
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

async function bytesOf(stored: StoredUpload): Promise<Buffer> {
  if (Buffer.isBuffer(stored.body)) return stored.body;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A local port nothing listens on (an unreachable payment provider). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('voice-s3rver-'),
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3rver.httpServer?.prependListener('request', (req) => {
    const ifNoneMatch = req.headers['if-none-match'];
    s3Requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
    });
  });
});

afterAll(async () => {
  await s3rver.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const NAME = (n: number, ext = 'gif') => `${n.toString(16).padStart(32, '0')}.${ext}`;

describe.each([
  ['local disk', 'local'],
  ['an S3-compatible bucket', 's3'],
] as const)('the upload storage contract on %s', (_label, driver) => {
  let storage: UploadStorage;
  let bucket: string | null = null;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir('voice-uploads-contract-');
    const s3 = driver === 's3' ? await newBucket() : null;
    bucket = s3?.bucket ?? null;
    storage = await uploadStorageFromConfig({ dataDir, uploads: { driver, s3 } });
    expect(storage).toBeInstanceOf(driver === 's3' ? S3Storage : LocalDiskStorage);
  });
  afterAll(async () => {
    await storage.close?.();
  });

  it('gives back what it stored: the same bytes, type and size', async () => {
    await storage.put(NAME(1), GIF, 'image/gif');
    const stored = await storage.get(NAME(1));
    expect(stored).not.toBeNull();
    expect(stored?.contentType).toBe('image/gif');
    expect(stored?.size).toBe(GIF.length);
    expect((await bytesOf(stored as StoredUpload)).equals(GIF)).toBe(true);
    // A stream where the storage streams (the route never buffers a whole file).
    expect(stored?.body).toBeInstanceOf(Readable);
  });

  it('answers null for an unknown name and for anything that is not an upload name', async () => {
    for (const name of [NAME(404), '../app.db', NAME(1).toUpperCase(), `${NAME(1)}.html`, '']) {
      expect([name, await storage.get(name)]).toEqual([name, null]);
    }
  });

  it('refuses to store under a name it would not serve, and writes nothing', async () => {
    for (const name of ['../escape.gif', 'a/b.gif', 'logo.svg', `${'0'.repeat(32)}.svg`]) {
      await expect(storage.put(name, GIF, 'image/gif')).rejects.toThrow('Not an upload name');
    }
    expect(fs.existsSync(path.join(dataDir, 'escape.gif'))).toBe(false);
    if (bucket) {
      expect((await bucketKeys(bucket)).every((key) => key.startsWith(S3_KEY_PREFIX))).toBe(true);
    }
  });

  it('deletes, and deleting twice or a name it never stored is no error', async () => {
    await storage.put(NAME(2, 'jpg'), JPEG, 'image/jpeg');
    await storage.delete(NAME(2, 'jpg'));
    expect(await storage.get(NAME(2, 'jpg'))).toBeNull();
    await expect(storage.delete(NAME(2, 'jpg'))).resolves.toBeUndefined();
    await expect(storage.delete('../app.db')).resolves.toBeUndefined();
  });

  it('never overwrites an upload', async () => {
    await storage.put(NAME(3), GIF, 'image/gif');
    if (driver === 'local') {
      await expect(storage.put(NAME(3), JPEG, 'image/jpeg')).rejects.toThrow(/EEXIST/);
      expect((await bytesOf((await storage.get(NAME(3))) as StoredUpload)).equals(GIF)).toBe(true);
    } else {
      // The write is conditional (If-None-Match: *): AWS S3, R2 and MinIO refuse it (412) when the key exists.
      // s3rver ignores the condition, so what is checked here is that every upload's PUT carries it.
      const puts = s3Requests.filter(
        (req) => req.method === 'PUT' && req.url.includes(`/${S3_KEY_PREFIX}${NAME(3)}`),
      );
      expect(puts.map((req) => req.ifNoneMatch)).toEqual(['*']);
    }
  });
});

describe.each(databases)('uploads through two instances on %s', (dialect) => {
  let dispose: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>['database'];

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(dialect));
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await dispose();
  });

  /** An instance on the shared database with its own DATA_DIR (its own disk). */
  async function instance(uploads: AppConfig['uploads'], overrides: Partial<AppConfig> = {}) {
    const dataDir = tempDir('voice-instance-');
    const app = await buildApp(testConfig({ dataDir, uploads, ...overrides }), {
      database,
      logger: false,
    });
    apps.push(app);
    await app.ready();
    return { app, dataDir };
  }

  async function postPicture(app: FastifyInstance, token: string, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append('name', 'Pictured');
    form.append('profile_picture', new Blob([new Uint8Array(bytes)]), name);
    const encoded = new Response(form);
    return request(app, {
      method: 'POST',
      url: '/api/user',
      token,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
  }

  /** Uploads a profile picture through `a`, then fetches its URL from both. */
  async function uploadThroughAFetchFromB(a: FastifyInstance, b: FastifyInstance) {
    const user = await insertUser(database.db);
    const token = await login(a, user);
    const posted = await postPicture(a, token, GIF, 'me.gif');
    expect(posted.statusCode).toBe(200);
    const url = String(
      (posted.json() as { data: { profile_picture: string } }).data.profile_picture,
    );
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);
    const fromA = await request(a, { method: 'GET', url });
    const fromB = await request(b, { method: 'GET', url });
    return { url, user, token, fromA, fromB };
  }

  it('serves an upload made through instance A from instance B, byte for byte, with a shared bucket', async () => {
    const s3 = await newBucket();
    const a = await instance({ driver: 's3', s3 });
    const b = await instance({ driver: 's3', s3 });
    const { url, user, fromA, fromB } = await uploadThroughAFetchFromB(a.app, b.app);
    for (const res of [fromA, fromB]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(GIF)).toBe(true);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['content-length']).toBe(String(GIF.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    expect(await bucketKeys(s3.bucket)).toEqual([`${S3_KEY_PREFIX}${path.basename(url)}`]);
    const head = await request(b.app, { method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([
      200,
      String(GIF.length),
      '',
    ]);
    // Nothing on either instance's disk.
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(b.dataDir, 'uploads'))).toBe(false);

    // A new picture saved through B removes A's upload from the bucket: A no longer serves it.
    const tokenB = await login(b.app, user);
    const replaced = await postPicture(b.app, tokenB, JPEG, 'me.jpg');
    expect(replaced.statusCode).toBe(200);
    const newUrl = String(
      (replaced.json() as { data: { profile_picture: string } }).data.profile_picture,
    );
    expect((await request(a.app, { method: 'GET', url })).statusCode).toBe(404);
    const served = await request(a.app, { method: 'GET', url: newUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    expect(await bucketKeys(s3.bucket)).toEqual([`${S3_KEY_PREFIX}${path.basename(newUrl)}`]);
  });

  it('does not with local storage: instance B, on another disk, answers 404 for what A stored', async () => {
    const a = await instance({ driver: 'local', s3: null });
    const b = await instance({ driver: 'local', s3: null });
    const { url, fromA, fromB } = await uploadThroughAFetchFromB(a.app, b.app);
    expect(fromA.statusCode).toBe(200);
    expect(fromA.rawPayload.equals(GIF)).toBe(true);
    expect(fromB.statusCode).toBe(404);
    expect(fs.existsSync(path.join(a.dataDir, 'uploads', path.basename(url)))).toBe(true);
  });

  it('answers 500, not 404, when the bucket cannot be reached', async () => {
    const s3 = {
      ...s3Config('voice-uploads-unreachable'),
      endpoint: `http://127.0.0.1:${await closedPort()}`,
    };
    const { app } = await instance({ driver: 's3', s3 });
    const res = await request(app, { method: 'GET', url: `/uploads/${NAME(7)}` });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('127.0.0.1');
    // A name that is not an upload's is a 404 without asking the store.
    expect((await request(app, { method: 'GET', url: '/uploads/logo.svg' })).statusCode).toBe(404);
  });

  it('refuses bad pictures exactly as before and leaves nothing in the bucket', async () => {
    const s3 = await newBucket();
    const { app } = await instance({ driver: 's3', s3 });
    const token = await login(app, await insertUser(database.db));
    const html = await postPicture(app, token, HTML, 'me.png');
    expect(html.statusCode).toBe(422);
    expect(html.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { profile_picture: ['Please choose a PNG, JPG or GIF image'] },
    });
    const big = await postPicture(
      app,
      token,
      Buffer.concat([GIF, Buffer.alloc(2 * 1024 * 1024)]),
      'b.gif',
    );
    expect(big.statusCode).toBe(422);
    expect((big.json() as { errors: unknown }).errors).toEqual({
      profile_picture: ['The image must be 2MB or smaller'],
    });
    expect(await bucketKeys(s3.bucket)).toEqual([]);
  });

  it('removes the stored logo from the bucket when the registration fails after storing it', async () => {
    const s3 = await newBucket();
    const { app } = await instance(
      { driver: 's3', s3 },
      {
        payments: {
          ...testConfig().payments,
          provider: 'stripe',
          stripeSecretKey: 'sk_test_unreachable',
          stripeWebhookSecret: 'whsec_unreachable',
          stripeApiBase: `http://127.0.0.1:${await closedPort()}`,
        },
      },
    );
    const paid = await database.db
      .selectFrom('reseller_packages')
      .select('id')
      .where('price', '>', 0)
      .executeTakeFirstOrThrow();
    const form = new FormData();
    const fields = {
      org_name: 'Unreachable Voice',
      company_email: 'hello@unreachable.test',
      subdomain_name: `unreachable${dialect}`,
      admin_name: 'Ada Admin',
      admin_email: `ada-${dialect}@unreachable.test`,
      admin_phone: '+1 555 0100',
      billing_interval: 'monthly',
      terms: '1',
      reseller_package_id: String(paid.id),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('logo_file', new Blob([new Uint8Array(GIF)]), 'logo.gif');
    const encoded = new Response(form);
    const objectPuts = () =>
      s3Requests.filter((req) => req.method === 'PUT' && req.url.includes(`/${S3_KEY_PREFIX}`))
        .length;
    const putsBefore = objectPuts();
    const res = await request(app, {
      method: 'POST',
      url: '/api/register-reseller',
      host: 'localhost:3000',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode).toBe(502);
    // The logo did reach the bucket, and was removed when the checkout could not start.
    expect(objectPuts()).toBe(putsBefore + 1);
    expect(await bucketKeys(s3.bucket)).toEqual([]);
  });
});
