// Where the system Chromium is. The tests never download a browser of their own.
import { existsSync } from 'node:fs';

// CHROMIUM_PATH, when set, is the only place looked at.
const CANDIDATES = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/lib/chromium/chromium',
      '/snap/bin/chromium',
    ];

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p));
}

export const CHROMIUM_HELP = `
No Chromium was found (looked in: ${CANDIDATES.join(', ')}).
The end-to-end tests run in the system Chromium and never download a browser.
Install it, then run npm test again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium
`;
