import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isUploadName, type StoredUpload, type UploadStorage } from './storage';

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Uploads as files in one folder of this instance's disk (<DATA_DIR>/uploads): the default. Instances behind one
 * proxy each see only their own files; they need a shared folder, or S3Storage.
 */
export class LocalDiskStorage implements UploadStorage {
  constructor(readonly dir: string) {}

  /** The file of an upload; null for any other name (no path ever leaves the folder). */
  pathOf(name: string): string | null {
    return isUploadName(name) ? path.join(this.dir, name) : null;
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(name);
    if (!file) throw new Error(`Not an upload name: ${name}`);
    // A remote build's files sit in folders of their own (releases/<app>/<version>/...).
    await fs.mkdir(path.dirname(file), { recursive: true });
    // wx: never overwrite (a clash of 128 random bits would be a bug, not a reason to lose a file).
    await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o644 });
  }

  async get(name: string): Promise<StoredUpload | null> {
    const file = this.pathOf(name);
    if (!file) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream closes the file when it ends, fails or is destroyed.
      return {
        body: handle.createReadStream(),
        contentType: contentTypeOf(name),
        size: stats.size,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    const file = this.pathOf(name);
    if (file) await fs.rm(file, { force: true });
  }
}
