/**
 * Wire shapes shared by every endpoint (docs/spec.md §3 "Forms and paging", §7, §8; docs/ARCHITECTURE.md).
 * Times are unix seconds; money is euro cents.
 */
import { Type, type Static, type TNull, type TSchema, type TUnion } from '@sinclair/typebox';
import { INT32_MAX, INT32_MIN, MAX_PAGE, LIST_DEFAULTS, PAGE_SIZES } from './constants';

/** `{message, errors}`: every 4xx/5xx body. `errors` maps a field name to its messages. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Pagination block of every paged list (docs/spec.md §3). */
export const Pagination = Type.Object({
  total: Type.Integer(),
  /** `eq`: `total` is exact; `gte`: there are more than `total` rows (EXACT_TOTAL_UP_TO). */
  total_relation: Type.Union([Type.Literal('eq'), Type.Literal('gte')]),
  count: Type.Integer(),
  per_page: Type.Integer(),
  current_page: Type.Integer(),
  /** With `gte`: at least the current page, one more while the page is full. */
  total_pages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** `{data, pagination}` around the given item schema. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), pagination: Pagination });
export interface PagedResult<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * A record id (database `serial`): 1 to 2³¹ − 1. Every id a request names, in a path, a query or
 * a body, is this schema, so none overflows an `integer` column (issue 42).
 */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });

/**
 * A whole number an `integer` column holds (−2³¹ to 2³¹ − 1), for request integers that are no id
 * (amounts in cents, rates, day counts), which a service checks further. No integer of a request
 * schema is unbounded (issue 42, test/bad-input.test.ts); `options` narrows the range.
 */
export const Int32 = (options: { minimum?: number; maximum?: number } = {}) =>
  Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX, ...options });

/** Path parameters `{id}` of every record route. */
export const IdParams = Type.Object({ id: Id });
/**
 * A boolean that must arrive as one: `true` or `false`, never `"true"`, `1` or `"on"`, which the
 * server's type coercion turns into `true` for a `boolean` schema. For consents, such as the
 * signing mention "gelezen en goedgekeurd" (issue 42): no `type`, so nothing is coerced.
 */
export const StrictBoolean = Type.Unsafe<boolean>({ enum: [true, false] });

/** A moment in unix seconds between 1900 and 2100 (dates of birth, signing, capture). */
export const UnixSeconds = Type.Integer({ minimum: -2_208_988_800, maximum: 4_102_444_800 });

/**
 * A calendar day `YYYY-MM-DD` from 1900-01-01 to 2100-12-31 (a lease start date): the one schema
 * of a day sent as text, so none falls outside what the database's `date` holds (year 0000 does
 * not exist there; issue 42). Whether the day exists (`2026-02-30`) is checked by the service.
 */
export const IsoDay = Type.String({
  pattern: '^(19\\d\\d|20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
});

/** The place of an item among its siblings (`order` of templates and content). */
export const Position = Type.Integer({ minimum: 0, maximum: 100_000 });

export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Query of a paged list sorted by one of `columns` (docs/spec.md §7): `query` or `search`, `order`,
 * `order_type`, `page` (1-based) and `per_page` (one of `PAGE_SIZES`). Each may be left out; the schema carries the defaults of
 * `LIST_DEFAULTS`, which the server fills in.
 */
export const listQuery = <C extends string>(columns: readonly C[]) =>
  Type.Object({
    query: Type.Optional(Type.String({ maxLength: 200 })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    order: Type.Optional(
      Type.Union(
        columns.map((column) => Type.Literal(column)),
        { default: LIST_DEFAULTS.order },
      ),
    ),
    order_type: Type.Optional(
      Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: LIST_DEFAULTS.order_type }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: LIST_DEFAULTS.page })),
    per_page: Type.Optional(
      Type.Union(
        PAGE_SIZES.map((size) => Type.Literal(size)),
        { default: LIST_DEFAULTS.per_page },
      ),
    ),
  });

/** The query of a list, whatever its sort columns (clients' list arguments). */
export type ListQuery = Omit<Static<ReturnType<typeof listQuery>>, 'order'> & { order?: string };

/**
 * Nullable helper for optional columns. Primitive schemas become `type: [t, 'null']`, so the
 * server's type coercion leaves a `null` alone (an `anyOf` would coerce it to 0 or '' first).
 */
export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> =>
  typeof schema.type === 'string' && !['object', 'array'].includes(schema.type)
    ? (Type.Unsafe({ ...schema, type: [schema.type, 'null'] }) as unknown as TUnion<[T, TNull]>)
    : Type.Union([schema, Type.Null()]);

/**
 * The JSON-schema pattern of text on one line: no carriage return and no line feed. Names, company
 * names, streets, cities and other single-line fields hold none (issue 42, docs/product.md
 * "Bad input"): a line break there splits a CSV row, a mail header or a PDF line.
 */
export const SINGLE_LINE_PATTERN = '^[^\\r\\n]*$';

/** Whether `text` fits on one line: no carriage return and no line feed ({@link SINGLE_LINE_PATTERN}). */
export const isSingleLine = (text: string): boolean => !/[\r\n]/.test(text);

/**
 * Text on one line (names, company names, street, city…): a carriage return or line feed is a 422
 * on the field, `field.singleLine` in the server's catalogues (issue 42).
 */
export const SingleLine = (options: { maxLength?: number } = {}) =>
  Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });

/** Address (docs/spec.md §3 Party "Address"). `country` is an ISO 3166-1 alpha-2 code. Every part is on one line. */
export const Address = Type.Object({
  id: Type.Optional(Id),
  street: SingleLine(),
  street_number: SingleLine(),
  zipcode: SingleLine(),
  city: SingleLine(),
  country: Type.String({ pattern: '^([A-Za-z]{2})?$' }),
});
export type Address = Static<typeof Address>;

/** A string restricted to `values`, typed as their union (TypeBox's documented StringEnum). */
export const StringEnum = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
