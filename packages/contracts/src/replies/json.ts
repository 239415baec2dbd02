import {
  Type,
  type Static,
  type TArray,
  type TLiteral,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnion,
  type TUnsafe,
} from 'typebox';

/**
 * The builders of the reply schemas: each is a JSON schema (what the server's reply serializer and the OpenAPI
 * document read) whose static type is derived from it (`Static<typeof X>`, what the entities export). Server-side
 * only: the browser imports the types alone (`import type`), never these values.
 *
 * Nullable values are `{type: [T, 'null']}` (not TypeBox's `anyOf`): the serializer then coerces as it always
 * did, without trying each branch.
 */

type Optionalise<P extends TProperties, O extends keyof P> = {
  [K in keyof P]: K extends O ? TOptional<P[K]> : P[K];
};

function nullable<T>(type: string): TUnsafe<T | null> {
  return Type.Unsafe<T | null>({ type: [type, 'null'] });
}

export const json = {
  string: Type.String(),
  integer: Type.Integer(),
  number: Type.Number(),
  boolean: Type.Boolean(),
  /** Any JSON value (serialised as is). */
  any: Type.Unknown(),
  /** Any JSON value in the schema (serialised as is: a Date becomes its ISO string), T in the static type. */
  asIs<T>(): TUnsafe<T> {
    return Type.Unsafe<T>({});
  },
  nullableString: nullable<string>('string'),
  nullableInteger: nullable<number>('integer'),
  nullableNumber: nullable<number>('number'),
  nullableBoolean: nullable<boolean>('boolean'),
  /** A string whose static type is narrower (a union of names the server sends); the schema stays a string. */
  stringOf<T extends string>(): TUnsafe<T> {
    return Type.Unsafe<T>({ type: 'string' });
  },
  /** As stringOf, or null. */
  nullableStringOf<T extends string>(): TUnsafe<T | null> {
    return nullable<T>('string');
  },
  /** An object with these properties (all present: required, but those named optional) and no others. */
  object<P extends TProperties, O extends keyof P & string = never>(
    properties: P,
    optional: readonly O[] = [],
  ): TObject<Optionalise<P, O>> {
    const props: TProperties = {};
    for (const [key, value] of Object.entries(properties)) {
      props[key] = (optional as readonly string[]).includes(key) ? Type.Optional(value) : value;
    }
    return Type.Object(props, { additionalProperties: false }) as TObject<Optionalise<P, O>>;
  },
  /**
   * An object whose other properties are serialised as they are. Its named properties are not required by the
   * schema (the serializer writes what is there); the static type has them all (but those named optional), as
   * the handlers send them.
   */
  open<P extends TProperties = Record<never, TSchema>, O extends keyof P & string = never>(
    properties: P = {} as P,
    // Only for the static type: the schema requires none of them.
    _optional: readonly O[] = [],
  ): TUnsafe<Static<TObject<Optionalise<P, O>>> & Record<string, unknown>> {
    return Type.Unsafe<Static<TObject<Optionalise<P, O>>> & Record<string, unknown>>({
      type: 'object',
      properties,
      additionalProperties: true,
    });
  },
  /** As open, or null. */
  nullableOpen<T = Record<string, unknown>>(): TUnsafe<T | null> {
    return Type.Unsafe<T | null>({ type: ['object', 'null'], additionalProperties: true });
  },
  /** This object or null, as `{type: ['object', 'null']}`. */
  nullableObject<T extends TObject>(schema: T): TUnsafe<Static<T> | null> {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
  },
  /** This schema or null, as `anyOf` (the replies that said so before keep it: the serializer tries each). */
  orNull<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
    return Type.Unsafe<Static<T> | null>({ anyOf: [schema, { type: 'null' }] });
  },
  /** One of these names (`{type: 'string', enum}`), typed as their union. */
  enumOf<const T extends readonly string[]>(names: T): TUnsafe<T[number]> {
    return Type.Unsafe<T[number]>({ type: 'string', enum: [...names] });
  },
  /** Exactly this string (`{type: 'string', const}`): the tag of a union's branch. */
  literal<T extends string>(value: T): TLiteral<T> {
    return Type.Literal(value);
  },
  /** One of these schemas, as `anyOf`: the serializer writes the value with the first branch it matches. */
  anyOf<T extends TSchema[]>(...schemas: [...T]): TUnion<T> {
    return Type.Union(schemas);
  },
  array<T extends TSchema>(items: T): TArray<T> {
    return Type.Array(items);
  },
  /** A schema whose static type is given (a shape JSON schema cannot say, e.g. a union of literal names). */
  as<T>(schema: TSchema): TUnsafe<T> {
    return Type.Unsafe<T>(schema);
  },
};

export type { Static, TSchema } from 'typebox';
