import { number } from 'yup';

/** The highest page number accepted: far past any real list, far below where offsets overflow. */
export const MAX_PAGE = 1_000_000;
/** The largest page size of any list. */
export const MAX_PER_PAGE = 100;

/** A string parameter that is '' (after its schema's own transforms) is "not given". */
export const blankString = (value: string) => (value === '' ? undefined : value);

/** '' (an empty query parameter) means "not given". */
export const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' ? undefined : value;

/** ?page=: an integer from 1 to MAX_PAGE, 1 when not given. */
export function pageField() {
  return number()
    .transform(blankToUndefined)
    .typeError('The page must be an integer.')
    .integer('The page must be an integer.')
    .min(1, 'The page must be at least 1.')
    .max(MAX_PAGE, `The page may not be greater than ${MAX_PAGE}.`)
    .default(1);
}

/** ?per_page=: an integer from 1 to MAX_PER_PAGE, `fallback` when not given. */
export function perPageField(fallback: number) {
  return number()
    .transform(blankToUndefined)
    .typeError('The per page must be an integer.')
    .integer('The per page must be an integer.')
    .min(1, 'The per page must be at least 1.')
    .max(MAX_PER_PAGE, `The per page may not be greater than ${MAX_PER_PAGE}.`)
    .default(fallback);
}

/** { page, per_page } of a list query, e.g. object({ ...pagingFields(15), search: ... }). */
export function pagingFields(perPage: number) {
  return { page: pageField(), per_page: perPageField(perPage) };
}
