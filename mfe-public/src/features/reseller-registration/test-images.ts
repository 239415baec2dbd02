/** Tiny image headers for tests: enough bytes for type sniffing and dimensions. */

function u32be(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

/** A PNG signature and IHDR chunk of the given size. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    0x49,
    0x48,
    0x44,
    0x52,
    ...u32be(width),
    ...u32be(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

export function pngFile(name: string, width: number, height: number): File {
  return new File([pngBytes(width, height)], name, { type: 'image/png' });
}
