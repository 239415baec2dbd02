import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { LocalDiskStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { uploadsDir, type UploadStorage } from './storage';

/** The storage UPLOADS_* selects: the shared bucket with UPLOADS_S3_BUCKET, else <DATA_DIR>/uploads on this disk. */
export async function uploadStorageFromConfig(
  config: Pick<AppConfig, 'dataDir' | 'uploads'>,
): Promise<UploadStorage> {
  const { driver, s3 } = config.uploads;
  if (driver === 's3' && s3) return createS3Storage(s3);
  return new LocalDiskStorage(uploadsDir(config));
}

/** Decorates the root instance with `app.uploads` (call before registering the modules); tests may inject one. */
export async function uploadsPlugin(app: FastifyInstance, storage?: UploadStorage): Promise<void> {
  const uploads = storage ?? (await uploadStorageFromConfig(app.config));
  app.decorate('uploads', uploads);
  // A storage given by the caller is the caller's to close.
  if (!storage) app.addHook('onClose', async () => uploads.close?.());
}
