import { checkImageFile, checkLogoBytes } from '@voice/contracts/schemas';

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The client's checks of a chosen logo (spec 000 §5: PNG, JPG or GIF, up to 2MB, at most 800x400px):
 * the declared type and the size first, then the real type and the dimensions from the file's bytes.
 * The server checks again; this only saves a round trip. Returns the first problem, or null.
 */
export async function checkLogo(file: File): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) return problem;
  try {
    return checkLogoBytes(await readBytes(file));
  } catch {
    // Unreadable here: leave the verdict to the server.
    return null;
  }
}
