// @ts-check
/**
 * The messages of @voice/contracts (validation messages, the *_MESSAGES constants, field and option labels) for
 * lingui extract. They are plain strings there, shared by the server and every app, and stay English in the code
 * (the spec's messages word for word); each is extracted with the English text as its id, so that a screen shows
 * one in the page's language by looking the text up (packages/ui/src/i18n.ts: translateText). A message built
 * from limits (`At most ${LIMITS.steps} steps`) is taken from the running module: every string of the exported
 * *_MESSAGES objects. Other template strings with values (`${label} is required`) are not extracted: they show in
 * English.
 */
const ts = require('typescript');
const { require: requireTs } = require('tsx/cjs/api');

/** The package entries whose exports are read at run time (their *_MESSAGES objects). */
const ENTRIES = /[\\/]packages[\\/]contracts[\\/]src[\\/](schemas[\\/])?index\.ts$/;

/** @param {unknown} value @param {(text: string) => void} emit */
function eachString(value, emit) {
  if (typeof value === 'string') emit(value);
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => eachString(v, emit));
}

/**
 * Files whose texts are not interface: the assistants' default prompts and first messages, the vendor names, and
 * the API replies' descriptions (the developer documentation, in English).
 */
const NOT_INTERFACE = /[\\/](constants[\\/](assistant-defaults|vendor-names)\.ts|replies[\\/].*)$/;

/**
 * Text a person reads: starts with a capital and has a space; not a fragment that code joins to more text (ends with
 * a space) and no braces (ICU placeholders).
 */
function isMessage(text) {
  return /^[A-Z]/.test(text) && /\s/.test(text) && !/\s$/.test(text) && !text.includes('{');
}

/** @type {import('@lingui/conf').ExtractorType} */
module.exports = {
  match(filename) {
    return (
      /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(filename) &&
      !/\.test\.ts$/.test(filename) &&
      !/[\\/](test-support|locales)[\\/]/.test(filename) &&
      !/[\\/]testing\.ts$/.test(filename) &&
      !NOT_INTERFACE.test(filename)
    );
  },
  extract(filename, code, onMessageExtracted) {
    const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
    /** @param {import('typescript').Node} node */
    const visit = (node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
        if (!isKey && isMessage(node.text)) {
          const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
          onMessageExtracted({
            id: node.text,
            message: node.text,
            origin: [filename, line + 1, character],
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (ENTRIES.test(filename)) {
      const exports = requireTs(filename, __filename);
      for (const [name, value] of Object.entries(exports)) {
        if (!name.endsWith('_MESSAGES')) continue;
        eachString(value, (text) => {
          if (isMessage(text))
            onMessageExtracted({ id: text, message: text, origin: [filename, 1] });
        });
      }
    }
  },
};
