/**
 * The one paged-list helper (docs/spec.md §3 "Forms and paging", §7, §9: 10 per page unless `per_page`
 * asks for one of `PAGE_SIZES`, default id
 * ascending). Search goes through each list's maintained search text (a `pg_trgm` GIN index,
 * migration 005), sorting through indexed columns with the id as tie-breaker; the count and the
 * page are two queries over the same filter. Totals are exact up to EXACT_TOTAL_UP_TO rows; above,
 * the total is that many with `total_relation: 'gte'` (docs/product.md "Forms and lists"), so a
 * list of a million rows never counts them all, and its pages still work to the end.
 */
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { EXACT_TOTAL_UP_TO, LIST_DEFAULTS, type PagedResult } from 'shared-api/contract';
import type { ReaderLanguage } from './reader-language';

/** What a list may be searched and sorted on. Column names are trusted SQL references. */
export interface ListSpec<C extends string> {
  /** The column holding the list's search text. */
  search: string;
  /** The column each `order` value sorts by, or an expression (`byShownWords`). */
  orders: Record<C, string | RawBuilder<unknown>>;
  /** Orders whose column may be NULL: NULL sorts last in both directions. */
  nullsLast?: readonly C[];
  /** Tie-breaker column, `id` by default. */
  id?: string;
  /** The total without a search when it is kept elsewhere (a counter), instead of counting rows. */
  total?: () => Promise<number>;
}

/** A list query as the route's `listQuery(columns)` schema validated it (defaults filled in). */
export interface ListParams<C extends string> {
  query?: string;
  search?: string;
  order?: C;
  order_type?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

/**
 * One page of `query` searched and sorted as `params` ask, by `spec`: `{data, pagination}` of
 * docs/spec.md §3. A page past the end answers no rows with the real totals.
 */
export async function listPage<DB, TB extends keyof DB, O, C extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListParams<C>,
  spec: ListSpec<C>,
): Promise<PagedResult<O>> {
  const order = params.order ?? (LIST_DEFAULTS.order as C);
  const descending = (params.order_type ?? LIST_DEFAULTS.order_type) === 'desc';
  const text = (params.query ?? params.search ?? '').trim();
  query = searched(query, spec.search, text);
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  const nulls = sql.raw(spec.nullsLast?.includes(order) ? ' NULLS LAST' : '');
  const column = spec.orders[order];
  const sorted = query
    .orderBy(sql`${typeof column === 'string' ? sql.ref(column) : column} ${direction}${nulls}`)
    .orderBy(sql`${sql.ref(spec.id ?? 'id')} ${direction}`);
  return paginate(
    sorted,
    params.page ?? LIST_DEFAULTS.page,
    params.per_page ?? LIST_DEFAULTS.per_page,
    text ? undefined : spec.total,
  );
}

async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  perPage: number,
  kept?: () => Promise<number>,
): Promise<PagedResult<O>> {
  const rows = query.clearSelect().clearOrderBy();
  const count = async () => {
    if (kept) return kept();
    // is there a row past the exact range? then the total is not counted
    const beyond = await rows
      .select(sql<number>`1`.as('one'))
      .offset(EXACT_TOTAL_UP_TO)
      .limit(1)
      .executeTakeFirst();
    if (beyond) return EXACT_TOTAL_UP_TO + 1;
    const row = await rows.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
    return Number((row as { total?: number } | undefined)?.total ?? 0);
  };
  const [counted, data] = await Promise.all([
    count(),
    query
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const capped = counted > EXACT_TOTAL_UP_TO;
  const total = Math.min(counted, EXACT_TOTAL_UP_TO);
  const countedPages = Math.max(1, Math.ceil(total / perPage));
  return {
    data,
    pagination: {
      total,
      total_relation: capped ? 'gte' : 'eq',
      count: data.length,
      per_page: perPage,
      current_page: page,
      total_pages: capped ? Math.max(countedPages, page + (data.length === perPage ? 1 : 0)) : countedPages,
    },
  };
}

/** At most this many words of a search are looked for; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * `query` limited to rows whose lower-case search `column` contains every word of `text` (split on
 * white space), each anywhere, in any order, and in part ("Sint-Pieters 48" finds
 * "Sint-Pietersnieuwstraat 48"; docs/product.md "Forms and lists"), ignoring case; all when blank.
 * Each word is one `LIKE` the column's `pg_trgm` index serves.
 */
export function searched<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  text: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const words = [...new Set((text ?? '').trim().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  for (const word of words) {
    // `%`, `_` and `\` escaped so they match themselves
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    // search texts are stored in lower case; lower() on both sides keeps the same case rules
    query = query.where(sql<boolean>`${sql.ref(column)} LIKE lower(${pattern})`);
  }
  return query;
}

/**
 * An order of `column`'s codes by the words a reader of `language` sees for them, `words[language]`
 * (issue 23: a status or type column sorts as its shown words read, not by its codes). Each code
 * gets the rank of its word in that language's alphabetical order; codes shown by the same word
 * share a rank, so the id decides between them. The SQL is `shownWordsRank`'s, constants inline,
 * so that an index on the same expression (migration 014, reports) serves the order.
 */
export function byShownWords(
  column: string,
  words: Record<ReaderLanguage, Record<string, string>>,
  language: ReaderLanguage,
): RawBuilder<number> {
  return sql<number>`${sql.raw(shownWordsRank(column, words, language))}`;
}

/**
 * The SQL text of `byShownWords`: `CASE column WHEN 'code' THEN rank … ELSE n END`. `column` is a
 * trusted SQL reference; codes are quoted as SQL strings.
 */
export function shownWordsRank(
  column: string,
  words: Record<ReaderLanguage, Record<string, string>>,
  language: ReaderLanguage,
): string {
  const shown = words[language];
  const ranked = [...new Set(Object.values(shown))].sort(new Intl.Collator(language).compare);
  const cases = Object.entries(shown).map(
    ([code, word]) => `WHEN '${code.replaceAll("'", "''")}' THEN ${ranked.indexOf(word)}`,
  );
  return `CASE ${column} ${cases.join(' ')} ELSE ${ranked.length} END`;
}
