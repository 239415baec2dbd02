// @ts-check
/**
 * Gives every styled component a componentId derived from its file and position, instead of styled-components'
 * default (a counter in the order components are created). The browser builds and the server-rendering builds
 * create components in different orders (chunks, remotes), so counter ids — and the class names hashed from them —
 * would differ between the HTML the server renders and the page that hydrates it. Runs on swc-loader's output
 * (types stripped): `styled.tag` and `styled(Component)` directly followed by a template or `.attrs(`.
 */
const path = require('node:path');
const crypto = require('node:crypto');

const ROOT = path.resolve(__dirname, '../../..');

// styled.div`  |  styled(Link)`  |  styled.button.attrs(  |  styled(Base).attrs(  (one level of nested parens)
const PATTERN = /\bstyled(\.[A-Za-z][\w]*|\((?:[^()]|\([^()]*\))*\))(?=\s*(?:`|\.attrs\())/g;

/**
 * @param {string} source
 * @param {string} file absolute path of the module
 */
function addComponentIds(source, file) {
  if (!source.includes('styled')) return source;
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const prefix = `sc-${crypto.createHash('sha1').update(relative).digest('hex').slice(0, 8)}`;
  let index = 0;
  return source.replace(
    PATTERN,
    (match) => `${match}.withConfig({ componentId: "${prefix}-${index++}" })`,
  );
}

/** @this {{ resourcePath: string }} @param {string} source */
function styledIdsLoader(source) {
  return addComponentIds(source, this.resourcePath);
}

module.exports = styledIdsLoader;
module.exports.addComponentIds = addComponentIds;
