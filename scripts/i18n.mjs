// The message catalogs (lingui.config.js): extracts the messages from the code into each app's PO files (new ones
// are added untranslated, gone ones removed) and compiles them to the TypeScript modules the apps load. The compile
// is strict: it fails while any shipped language lacks a translation.
//   node scripts/i18n.mjs           # after changing user-visible text: then translate the new entries in es.po, de.po
//   node scripts/i18n.mjs --check   # CI (npm run lint): fails when the catalogs are not what the code says
//   node scripts/i18n.mjs --app=mfe-admin   # one app's catalogs only (the others are left as they are)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const lingui = join(ROOT, 'node_modules', '.bin', 'lingui');

/** The folders of the catalogs (lingui.config.js: each catalog's path without its {locale} file name). */
const catalogDirs = createRequire(import.meta.url)(join(ROOT, 'lingui.config.js')).catalogs.map(
  (/** @type {{ path: string }} */ entry) => dirname(entry.path.replace('<rootDir>', ROOT)),
);

/** Every catalog file (PO source and compiled module) with its content. */
function catalogFiles() {
  const files = new Map();
  for (const dir of catalogDirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (/\.(po|ts)$/.test(name))
        files.set(relative(ROOT, join(dir, name)), readFileSync(join(dir, name), 'utf8'));
    }
  }
  return files;
}

const only = process.argv.find((arg) => arg.startsWith('--app='))?.slice('--app='.length);
const env = only ? { ...process.env, LINGUI_APPS: only } : process.env;

const before = catalogFiles();
execFileSync(lingui, ['extract', '--clean'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let compiled = true;
try {
  execFileSync(lingui, ['compile', '--strict', '--typescript'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
} catch {
  compiled = false;
}
const after = catalogFiles();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (!compiled) {
  console.error(
    'A catalog lacks translations: fill in the empty msgstr entries of the es.po and de.po files, then run this again.',
  );
  process.exit(1);
}
if (process.argv.includes('--check') && changed.length > 0) {
  console.error(
    `The message catalogs were not up to date with the code (now updated; translate and commit them):\n${changed.join('\n')}`,
  );
  process.exit(1);
}
console.log(`Catalogs up to date${changed.length ? ` (updated: ${changed.join(', ')})` : ''}.`);
