import { describe, expect, it } from '@jest/globals';
import {
  checkImageBytes,
  checkImageFile,
  checkLogoBytes,
  checkLogoDimensions,
  imageDimensions,
  isAllowedImageType,
  sniffImageType,
} from './files';

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  b.set([0, 0, 0, 13], 8);
  b.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  const view = new DataView(b.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return b;
}

function gif(width: number, height: number): Uint8Array {
  const b = new Uint8Array(13);
  b.set(
    [...'GIF89a'].map((c) => c.charCodeAt(0)),
    0,
  );
  const view = new DataView(b.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return b;
}

function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
}

describe('checkImageFile (client and server)', () => {
  it('accepts PNG, JPG and GIF up to 2MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: 100 })).toBeNull();
    expect(checkImageFile({ name: 'photo.JPG', size: 100 })).toBeNull();
  });
  it('rejects other types', () => {
    expect(checkImageFile({ type: 'image/webp', size: 1 })).toBe(
      'Please choose a PNG, JPG or GIF image',
    );
    expect(checkImageFile({ name: 'notes.txt', size: 1 })).toBe(
      'Please choose a PNG, JPG or GIF image',
    );
    expect(isAllowedImageType({ type: 'image/svg+xml', name: 'x.png' })).toBe(false);
  });
  it('rejects files over 2MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'The image must be 2MB or smaller',
    );
  });
  it('works on a real File', () => {
    expect(checkImageFile(new File(['abc'], 'a.gif', { type: 'image/gif' }))).toBeNull();
  });
});

describe('image bytes (server side)', () => {
  it('sniffs the real type from magic numbers', () => {
    expect(sniffImageType(png(1, 1))).toBe('image/png');
    expect(sniffImageType(gif(1, 1))).toBe('image/gif');
    expect(sniffImageType(jpeg(1, 1))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });
  it('reads dimensions of PNG, GIF and JPEG', () => {
    expect(imageDimensions(png(800, 400))).toEqual({ width: 800, height: 400 });
    expect(imageDimensions(gif(640, 200))).toEqual({ width: 640, height: 200 });
    expect(imageDimensions(jpeg(1024, 300))).toEqual({ width: 1024, height: 300 });
    expect(imageDimensions(new Uint8Array([1, 2, 3]))).toBeNull();
  });
  it('checks bytes for type and size', () => {
    expect(checkImageBytes(png(10, 10))).toBeNull();
    expect(checkImageBytes(new TextEncoder().encode('GIF? no'))).toBe(
      'Please choose a PNG, JPG or GIF image',
    );
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png(10, 10));
    expect(checkImageBytes(big)).toBe('The image must be 2MB or smaller');
  });
  it('limits the reseller logo to 800x400px', () => {
    expect(checkLogoBytes(png(800, 400))).toBeNull();
    expect(checkLogoBytes(jpeg(801, 400))).toBe('The logo must be at most 800x400 pixels');
    expect(checkLogoBytes(gif(800, 401))).toBe('The logo must be at most 800x400 pixels');
    expect(checkLogoDimensions({ width: 100, height: 100 })).toBeNull();
  });
});
