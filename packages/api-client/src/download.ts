import { axios, http } from './http';

/** A downloaded file: its content and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (`filename="…"` or `filename=…`), if any. */
export function dispositionFilename(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1].trim());
  } catch {
    return match[1].trim();
  }
}

/** A Blob's text (FileReader where Blob#text is missing, as in older engines and jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable reply'));
    reader.readAsText(blob);
  });
}

/** A failed download carries its JSON error body as a Blob (or text): read it so serverMessage() finds it. */
async function readDownloadError(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response) {
    const data: unknown = error.response.data;
    const text =
      data instanceof Blob ? await blobText(data) : typeof data === 'string' ? data : undefined;
    if (text !== undefined) {
      try {
        error.response.data = JSON.parse(text) as unknown;
      } catch {
        error.response.data = { message: text.slice(0, 200) };
      }
    }
  }
  throw error;
}

/**
 * GET `url` with `params` as a file, through the http client (the API needs the bearer token: no plain
 * href). Named by the server's Content-Disposition, else `fallbackName`; a reply that is not a Blob (tests,
 * older engines) is kept as CSV text.
 */
export async function downloadFile(
  url: string,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const reply = await http
    .get<unknown>(url, { params, responseType: 'blob' })
    .catch(readDownloadError);
  const data = reply.data;
  const blob =
    data instanceof Blob
      ? data
      : new Blob([typeof data === 'string' ? data : JSON.stringify(data)], {
          type: 'text/csv;charset=utf-8',
        });
  const filename = dispositionFilename(reply.headers?.['content-disposition']) ?? fallbackName;
  return { blob, filename };
}

/** Saves a downloaded file through a temporary object URL and link. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
