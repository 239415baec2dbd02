import { number } from 'yup';
import { blankToUndefined } from './paging';
import { MAX_ID } from './validate';

/**
 * Route schema fields holding a row id: an integer from 1 to MAX_ID (a bigger one can match no row, and would
 * fail the query on PostgreSQL). Whatever is wrong with the value, the answer is the field's one `message`.
 */

/** An optional id of a list's query (?reseller_id=): '' is "not given". */
export function idFilterField(message: string) {
  return number()
    .transform(blankToUndefined)
    .typeError(message)
    .integer(message)
    .positive(message)
    .max(MAX_ID, message);
}

/** The id of a path (:id); `missing` answers its absence (yup's own message when not given). */
export function pathIdField(message: string, missing?: string) {
  return number()
    .typeError(message)
    .required(missing)
    .integer(message)
    .positive(message)
    .max(MAX_ID, message);
}
