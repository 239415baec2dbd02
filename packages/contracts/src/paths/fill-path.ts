/** A parameter's value in a page path. */
type PathValue = string | number;

/** The parameters of a pattern, each with its `?` if it is optional: '/docs/:category/:slug?' -> 'category' | 'slug?'. */
type ParamTokens<P extends string> = P extends `${string}:${infer Token}/${infer Rest}`
  ? Token | ParamTokens<`/${Rest}`>
  : P extends `${string}:${infer Token}`
    ? Token
    : never;

/** What fillPath takes for a pattern: '/assistants/:id/edit' -> { id }, '/docs/:category/:slug?' -> { category, slug? }. */
export type PathParams<P extends string> = {
  [T in ParamTokens<P> as T extends `${string}?` ? never : T]: PathValue;
} & {
  [T in ParamTokens<P> as T extends `${infer Name}?` ? Name : never]?: PathValue;
};

/**
 * The address of a page with parameters, from its registered pattern: `fillPath(ASSISTANT_EDIT_PATH, { id: 12 })` is
 * '/assistants/12/edit'. Each value is URL-encoded (a call id may hold any character); an optional parameter left out
 * drops its segment, as the router matches it.
 */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values: Partial<Record<string, PathValue>> = params;
  return pattern.replace(/\/:(\w+)\??/g, (_match, name: string) => {
    const value = values[name];
    return value === undefined ? '' : `/${encodeURIComponent(String(value))}`;
  });
}
