// @ts-check
/**
 * Writes the page paths of '@voice/contracts/paths' into the modules that import them, as the literals they are:
 * `import { LOGIN_PATH, fillPath } from '@voice/contracts/paths'` becomes `const LOGIN_PATH = "/login";` and an
 * import of what is left (fillPath). Imported across modules, a path longer than six characters stays an export of the
 * registry's module (webpack inlines only shorter constants), and that module, with every path the app uses anywhere,
 * sits in the first chunk that needs one of them: the landing's first load grew by 615 B gzip that way, past its
 * budget. As literals, each chunk carries the paths its own code reads, as it did before the registry.
 * The values are read from the registry's lines (`export const NAME_PATH = '/…';`, checked by
 * packages/contracts/src/paths/paths.test.ts). Tests and the server import the module itself.
 */
const fs = require('node:fs');
const path = require('node:path');

const ENTRY = '@voice/contracts/paths';
const PAGES_MODULE = path.resolve(__dirname, '../../contracts/src/paths/pages.ts');
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@voice\/contracts\/paths';?/g;

/**
 * NAME_PATH -> its path, read from the registry's source each time a module needs it (a few kilobytes, for the few
 * dozen modules that import the registry), so that a changed registry shows in a watching build too.
 */
function pagePaths() {
  const text = fs.readFileSync(PAGES_MODULE, 'utf8');
  const pages = new Map(
    [...text.matchAll(/^export const (\w+_PATH) = '([^']*)';$/gm)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  if (pages.size === 0) throw new Error(`${PAGES_MODULE} registers no page`);
  return pages;
}

/** @this {{ resourcePath: string, addDependency: (file: string) => void }} @param {string} source */
module.exports = function pagePathsLoader(source) {
  if (!source.includes(ENTRY)) return source;
  this.addDependency(PAGES_MODULE);
  const known = pagePaths();
  const rewritten = source.replace(IMPORT, (_all, /** @type {string} */ list) => {
    /** @type {string[]} */
    const rest = [];
    /** @type {string[]} */
    const consts = [];
    for (const raw of list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)) {
      const [imported = '', local = imported] = raw.split(/\s+as\s+/);
      const value = known.get(imported);
      if (value === undefined) rest.push(raw);
      else consts.push(`const ${local} = ${JSON.stringify(value)};`);
    }
    const imports = rest.length > 0 ? `import { ${rest.join(', ')} } from '${ENTRY}';` : '';
    return [imports, ...consts].filter(Boolean).join('\n');
  });
  if (/import\s+\*\s+as\s+\w+\s+from\s+'@voice\/contracts\/paths'/.test(rewritten)) {
    throw new Error(
      `${this.resourcePath}: import the page paths from '${ENTRY}' by name, not as a namespace`,
    );
  }
  return rewritten;
};
