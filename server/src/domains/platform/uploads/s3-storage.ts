import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { UploadsS3Config } from '../../../config';
import {
  UPLOAD_CACHE_CONTROL,
  contentTypeOf,
  isUploadName,
  type StoredUpload,
  type UploadStorage,
} from './storage';

/** Uploads live under this prefix of the bucket (the bucket may hold other things). */
export const S3_KEY_PREFIX = 'uploads/';

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...): every instance of the deployment sees every
 * upload. Created by createS3Storage, which loads the SDK only then (a local-disk start never loads it).
 */
export class S3Storage implements UploadStorage {
  constructor(
    private readonly sdk: typeof S3,
    private readonly client: S3.S3Client,
    readonly bucket: string,
  ) {}

  /** The object key of an upload. */
  keyOf(name: string): string {
    return `${S3_KEY_PREFIX}${name}`;
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (!isUploadName(name)) throw new Error(`Not an upload name: ${name}`);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        CacheControl: UPLOAD_CACHE_CONTROL,
        // Never overwrite: the store refuses (412) when the key exists, where it supports conditional writes.
        IfNoneMatch: '*',
      }),
    );
  }

  async get(name: string): Promise<StoredUpload | null> {
    if (!isUploadName(name)) return null;
    let output: S3.GetObjectCommandOutput;
    try {
      output = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const { Body: body, ContentLength: size, ETag: etag } = output;
    if (!body) return null;
    const stored = { contentType: output.ContentType ?? contentTypeOf(name), etag };
    if (body instanceof Readable && size !== undefined) return { ...stored, body, size };
    const bytes = Buffer.from(await body.transformToByteArray());
    return { ...stored, body: bytes, size: bytes.length };
  }

  async delete(name: string): Promise<void> {
    if (!isUploadName(name)) return;
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** An S3Storage for UPLOADS_S3_* (config.ts); credentials from the SDK's default chain unless both keys are set. */
export async function createS3Storage(config: UploadsS3Config): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: several S3-compatible stores reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3Storage(sdk, client, config.bucket);
}
