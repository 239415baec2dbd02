/** A file saveFile() saved (through an object URL and a link's click). */
export interface SavedFile {
  blob: Blob;
  filename: string;
}

/**
 * Records the files saveFile() saves, since jsdom has no object URLs and no downloads: call it before the
 * test (beforeEach) and `restore()` after it (afterEach).
 */
export function captureSavedFiles() {
  const saved: SavedFile[] = [];
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  const originalClick = Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click');
  let lastBlob: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:saved-file';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, filename: this.download });
  };
  return {
    saved,
    restore: () => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      if (originalClick) Object.defineProperty(HTMLAnchorElement.prototype, 'click', originalClick);
      else delete (HTMLAnchorElement.prototype as { click?: unknown }).click;
    },
  };
}
