import {
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  RESELLER_LOGO_MAX_HEIGHT,
  RESELLER_LOGO_MAX_WIDTH,
  type ImageMimeType,
} from '../constants/account';

/**
 * Image checks for the profile picture and the reseller logo (PNG, JPG or GIF, up to 2MB; the logo at
 * most 800x400px). Pure functions: the client calls them on a File, the server on the uploaded bytes.
 */

export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG, JPG or GIF image';
export const IMAGE_SIZE_MESSAGE = 'The image must be 2MB or smaller';
export const LOGO_DIMENSIONS_MESSAGE = `The logo must be at most ${RESELLER_LOGO_MAX_WIDTH}x${RESELLER_LOGO_MAX_HEIGHT} pixels`;

/** What a browser File (or a server upload description) offers. */
export interface FileLike {
  size: number;
  type?: string;
  name?: string;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { size?: unknown }).size === 'number'
  );
}

function extensionOf(name: string | undefined): string {
  const dot = name ? name.lastIndexOf('.') : -1;
  return dot >= 0 && name ? name.slice(dot + 1).toLowerCase() : '';
}

/** True when the declared MIME type (or, without one, the file name's extension) is PNG, JPG or GIF. */
export function isAllowedImageType(file: Pick<FileLike, 'type' | 'name'>): boolean {
  const type = (file.type ?? '').toLowerCase();
  if (type) return (IMAGE_MIME_TYPES as readonly string[]).includes(type) || type === 'image/jpg';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** The first problem of an image file (type, then size), or null when it is acceptable. */
export function checkImageFile(file: FileLike, maxBytes: number = MAX_IMAGE_BYTES): string | null {
  if (!isAllowedImageType(file)) return IMAGE_TYPE_MESSAGE;
  if (file.size > maxBytes) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** The real image type from the first bytes (magic numbers), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 6) {
    const head = String.fromCharCode(...bytes.subarray(0, 6));
    if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  }
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) >>> 0) + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0);

/** Width and height read from a PNG, GIF or JPEG header, or null when they cannot be read. */
export function imageDimensions(bytes: Uint8Array): ImageSize | null {
  const type = sniffImageType(bytes);
  if (type === 'image/png') {
    if (bytes.length < 24) return null;
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (type === 'image/gif') {
    if (bytes.length < 10) return null;
    return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (type === 'image/jpeg') {
    let i = 2;
    while (i + 3 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1] ?? 0;
      if (marker === 0xff) {
        i += 1; // fill byte
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
        i += 2; // standalone marker, no length
        continue;
      }
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) {
        if (i + 8 >= bytes.length) return null;
        return { height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
      }
      i += 2 + u16be(bytes, i + 2);
    }
  }
  return null;
}

/** The logo may be at most 800x400px (spec 000 §5, §9). */
export function checkLogoDimensions(size: ImageSize): string | null {
  return size.width > RESELLER_LOGO_MAX_WIDTH || size.height > RESELLER_LOGO_MAX_HEIGHT
    ? LOGO_DIMENSIONS_MESSAGE
    : null;
}

/**
 * Server-side check of uploaded bytes: real type by magic number, size, and optionally the maximum
 * dimensions. Returns the first problem, or null.
 */
export function checkImageBytes(
  bytes: Uint8Array,
  options: { maxBytes?: number; maxWidth?: number; maxHeight?: number } = {},
): string | null {
  if (!sniffImageType(bytes)) return IMAGE_TYPE_MESSAGE;
  if (bytes.length > (options.maxBytes ?? MAX_IMAGE_BYTES)) return IMAGE_SIZE_MESSAGE;
  if (options.maxWidth !== undefined || options.maxHeight !== undefined) {
    const size = imageDimensions(bytes);
    if (!size) return IMAGE_TYPE_MESSAGE;
    if (
      size.width > (options.maxWidth ?? Infinity) ||
      size.height > (options.maxHeight ?? Infinity)
    ) {
      return `The image must be at most ${options.maxWidth ?? size.width}x${options.maxHeight ?? size.height} pixels`;
    }
  }
  return null;
}

/** checkImageBytes with the reseller logo's limits (2MB, 800x400px) and its message. */
export function checkLogoBytes(bytes: Uint8Array): string | null {
  const problem = checkImageBytes(bytes);
  if (problem) return problem;
  const size = imageDimensions(bytes);
  return size ? checkLogoDimensions(size) : IMAGE_TYPE_MESSAGE;
}
