import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { LocalDiskStorage } from '../src/domains/platform/uploads/local-storage';
import {
  deleteUpload,
  saveImage,
  uploadNameOf,
  uploadsDir,
  type UploadStorage,
} from '../src/domains/platform/uploads/storage';
import { createTestContextWithDataDir, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

describe.each(databases)('uploads on %s', (dialect) => {
  let uploads: UploadStorage;

  const ctx = useTestContext(() => createTestContextWithDataDir(dialect));
  beforeAll(async () => {
    uploads = ctx.app.uploads;
  });

  it('stores images under <DATA_DIR>/uploads with a random name and the real type as extension', async () => {
    expect(uploads).toBeInstanceOf(LocalDiskStorage);
    const first = await saveImage(uploads, JPEG, 'image/jpeg');
    const second = await saveImage(uploads, JPEG, 'image/jpeg');
    expect(first).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(second).not.toBe(first);
    const file = (uploads as LocalDiskStorage).pathOf(uploadNameOf(first) ?? '');
    expect(file).toBe(path.join(ctx.config.dataDir, 'uploads', path.basename(first)));
    expect(fs.readFileSync(file ?? '').equals(JPEG)).toBe(true);
    expect(uploadsDir(ctx.config)).toBe(path.join(ctx.config.dataDir, 'uploads'));
  });

  it('serves an upload with its type, nosniff, a long cache and no active content', async () => {
    const url = await saveImage(uploads, GIF, 'image/gif');
    const res = await request(ctx.app, { method: 'GET', url, host: 'localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.equals(GIF)).toBe(true);
    const jpeg = await saveImage(uploads, JPEG, 'image/jpeg');
    const served = await request(ctx.app, { method: 'GET', url: jpeg });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for missing files and for any name it did not generate', async () => {
    const url = await saveImage(uploads, GIF, 'image/gif');
    const name = path.basename(url);
    fs.writeFileSync(path.join(ctx.config.dataDir, 'secret.txt'), 'secret');
    fs.writeFileSync(
      path.join(ctx.config.dataDir, 'uploads', `${name.slice(0, 32)}.svg`),
      '<svg/>',
    );
    for (const bad of [
      `/uploads/${'0'.repeat(32)}.png`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${name.slice(0, 32)}.svg`,
      `/uploads/${name}.html`,
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/',
    ]) {
      const res = await request(ctx.app, { method: 'GET', url: bad });
      expect([bad, res.statusCode]).toEqual([bad, 404]);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('<svg');
    }
  });

  it('deletes only files it stored', async () => {
    const url = await saveImage(uploads, GIF, 'image/gif');
    await deleteUpload(uploads, url);
    const res = await request(ctx.app, { method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(uploadNameOf('/uploads/../app.db')).toBeNull();
    expect(uploadNameOf('https://cdn.example.com/logo.png')).toBeNull();
    expect((uploads as LocalDiskStorage).pathOf('../app.db')).toBeNull();
    await expect(deleteUpload(uploads, '/etc/passwd')).resolves.toBeUndefined();
  });
});
