import { json } from './json';
import type { TSchema } from 'typebox';

/** {success: true, message} */
export const SuccessMessageReply = json.object({ success: json.boolean, message: json.string });

/** Who a row is about: a user's id, name and email. */
export const UserRefSchema = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
});

/** Which plan a row is about: its id and name. */
export const PackageRefSchema = json.object({ id: json.integer, name: json.string });

/** The pagination block of the paged lists (spec 001 §3). */
export const PaginationReply = json.open(
  {
    current_page: json.integer,
    per_page: json.integer,
    total: json.integer,
    last_page: json.integer,
    from: json.nullableInteger,
    to: json.nullableInteger,
    /** Set when counting stopped at `total` (a large filtered list): show it as "10,000+". */
    total_capped: json.boolean,
  },
  ['total_capped'],
);

/** {success: true, data} */
export function dataReply<T extends TSchema>(data: T) {
  return json.object({ success: json.boolean, data });
}

/** {success: true, message, data}: what a change answers. */
export function savedReply<T extends TSchema>(data: T) {
  return json.object({ success: json.boolean, message: json.string, data });
}

/** {success: true, data, pagination} of the paged lists. */
export function pagedList<T extends TSchema>(item: T) {
  return json.object({
    success: json.boolean,
    data: json.array(item),
    pagination: PaginationReply,
  });
}

/** The project's error replies: {message} and whatever else the error carries (errors, success, ...). */
export const ErrorReply = json.open({ success: json.boolean, message: json.string }, ['success']);

/** Validation failure (HTTP 422): {message, errors: {field: [messages]}}. */
export const ValidationErrorReply = json.open(
  {
    success: json.boolean,
    message: json.string,
    errors: json.as<Record<string, string[]>>({
      type: 'object',
      additionalProperties: json.array(json.string),
    }),
  },
  ['success'],
);

/** A reply that is not JSON (a file, a page): its media type and what it holds, for the API document. */
export function fileReply(mediaType: string, description: string) {
  return json.as<string>({
    description,
    content: { [mediaType]: { schema: { type: 'string' } } },
  });
}
