// Markdown files import as their text (webpack: `asset/source`; jest maps them to a small stub).
declare module '*.md' {
  const source: string;
  export default source;
}
