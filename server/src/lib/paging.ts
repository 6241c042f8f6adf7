/**
 * The one paged-list helper (docs/spec.md §3 "Forms and paging", §7, §9: 10 per page unless `per_page`
 * asks for one of `PAGE_SIZES`, default id
 * ascending). Search goes through each list's maintained search text (a `pg_trgm` GIN index,
 * migration 005), sorting through indexed columns with the id as tie-breaker; the count and the
 * page are two queries over the same filter. Totals are exact up to EXACT_TOTAL_UP_TO rows; above,
 * the total is that many with `total_relation: 'gte'` (docs/product.md "Forms and lists"), so a
 * list of a million rows never counts them all, and its pages still work to the end.
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
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
  /**
   * The list's table (`name` or `name AS alias`, trusted SQL), given when the caller sees every row
   * of it (an admin): a common search then runs without the trigram index (`searchIsCommon`).
   */
  sampled?: string;
  /**
   * The column of the search text's pieces with a digit (`text[]`, GIN-indexed; migration 035), given
   * with `sampled`: a word of one or two characters with a digit is then looked for there too, so a
   * common search with a short number ("Korenm 12") is counted through its index.
   */
  numbers?: string;
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

/** The handle a list's own statements (its count, its sample) run on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
type Runner = Kysely<any>;

/**
 * One page of `query` searched and sorted as `params` ask, by `spec`: `{data, pagination}` of
 * docs/spec.md §3; `db` runs the count and the sample. A page past the end answers no rows with
 * the real totals.
 */
export async function listPage<DB, TB extends keyof DB, O, C extends string>(
  db: Runner,
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListParams<C>,
  spec: ListSpec<C>,
): Promise<PagedResult<O>> {
  const order = params.order ?? (LIST_DEFAULTS.order as C);
  const descending = (params.order_type ?? LIST_DEFAULTS.order_type) === 'desc';
  const text = (params.query ?? params.search ?? '').trim();
  const common = spec.sampled !== undefined && (await searchIsCommon(db, spec.sampled, spec.search, text));
  // a common search's page walks the order; its count goes through the index of its short numbers
  const countedRows = searched(query, spec.search, text, common, spec.numbers);
  query = searched(query, spec.search, text, common, common ? undefined : spec.numbers);
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  const nulls = sql.raw(spec.nullsLast?.includes(order) ? ' NULLS LAST' : '');
  const column = spec.orders[order];
  const sorted = query
    .orderBy(sql`${typeof column === 'string' ? sql.ref(column) : column} ${direction}${nulls}`)
    .orderBy(sql`${sql.ref(spec.id ?? 'id')} ${direction}`);
  return paginate(
    db,
    sorted,
    countedRows,
    params.page ?? LIST_DEFAULTS.page,
    params.per_page ?? LIST_DEFAULTS.per_page,
    text ? undefined : spec.total,
  );
}

async function paginate<DB, TB extends keyof DB, O>(
  db: Runner,
  query: SelectQueryBuilder<DB, TB, O>,
  countedRows: SelectQueryBuilder<DB, TB, O>,
  page: number,
  perPage: number,
  kept?: () => Promise<number>,
): Promise<PagedResult<O>> {
  const rows = countedRows.clearSelect().clearOrderBy();
  const count = async () => {
    if (kept) return kept();
    // one statement, which stops at the first row past the exact range
    const capped = rows.select(sql<number>`1`.as('one')).limit(EXACT_TOTAL_UP_TO + 1);
    const { rows: answer } = await sql<{ total: number }>`
      SELECT count(*)::int AS total FROM (${capped}) AS capped`.execute(db);
    return answer[0].total;
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

/** The distinct words of a search, at most `MAX_SEARCH_WORDS`. */
const searchWords = (text: string | undefined) =>
  [...new Set((text ?? '').trim().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);

/**
 * A word of one or two characters with a digit, each a letter, digit, punctuation or symbol (white
 * space to no database): no trigram, but one of the pieces in `ListSpec.numbers`.
 */
const isShortNumber = (word: string) => /^[\p{L}\p{N}\p{P}\p{S}]{1,2}$/u.test(word) && /[0-9]/.test(word);

/**
 * `column` contains every word of `words`: one `LIKE` per word, `%`, `_` and `\` escaped so they
 * match themselves, and for a short word with a digit its piece in `numbers` when given. `common`
 * hides the column from its trigram index (`searchIsCommon`).
 */
function containsAll(column: string, words: string[], common: boolean, numbers?: string): RawBuilder<boolean>[] {
  const target = common ? sql`(${sql.ref(column)} || '')` : sql.ref(column);
  // search texts are stored in lower case; lower() on both sides keeps the same case rules
  return words.flatMap((word) => [
    sql<boolean>`${target} LIKE lower(${`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`,
    ...(numbers && isShortNumber(word) ? [sql<boolean>`${sql.ref(numbers)} @> ARRAY[lower(${word})]`] : []),
  ]);
}

/**
 * `query` limited to rows whose lower-case search `column` contains every word of `text` (split on
 * white space), each anywhere, in any order, and in part ("Sint-Pieters 48" finds
 * "Sint-Pietersnieuwstraat 48"; docs/product.md "Forms and lists"), ignoring case; all when blank.
 * Each word is one `LIKE` the column's `pg_trgm` index serves, unless the search is `common`: the
 * same rows are then found by walking the list's order and stopping at the page (`searchIsCommon`).
 * A short word with a digit is also looked for in `numbers` when given (`ListSpec.numbers`): under
 * row-level security the planner takes every `LIKE` for a rare one, so a common search's count
 * leaves the trigram index and goes through this one.
 */
export function searched<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  text: string | undefined,
  common = false,
  numbers?: string,
): SelectQueryBuilder<DB, TB, O> {
  for (const condition of containsAll(column, searchWords(text), common, numbers)) query = query.where(condition);
  return query;
}

/** A search found in at least this share of a sampled table is common (`searchIsCommon`). */
export const COMMON_SEARCH_SHARE = 0.02;
/** About this many pages of a table are sampled; a table of fewer pages is not sampled. */
const SAMPLED_PAGES = 30;

/**
 * Whether search `text` over `column` is common: whether the rows its trigram index would read,
 * those containing its words of three characters or more (every row when it has none), are
 * `COMMON_SEARCH_SHARE` or more of about `SAMPLED_PAGES` pages of `table`
 * (`TABLESAMPLE SYSTEM`, a fixed seed). False for a blank search or a table of fewer pages (its
 * size from the last `ANALYZE`). Why (docs/operations.md "Searching a million rows"): under
 * row-level security PostgreSQL hides a table's column statistics from `LIKE` (not leakproof), so
 * it takes every search for a rare one and reads all the index's matches to sort them, where for
 * a common one walking the list's order finds a page in a few hundred rows.
 */
export async function searchIsCommon(
  db: Runner,
  table: string,
  column: string,
  text: string | undefined,
): Promise<boolean> {
  const words = searchWords(text);
  if (words.length === 0) return false;
  const [name] = table.split(/\s/);
  const { rows: size } = await sql<{ pages: number }>`
    SELECT relpages::int AS pages FROM pg_class WHERE oid = ${name}::regclass`.execute(db);
  const pages = size[0]?.pages ?? 0;
  if (pages <= SAMPLED_PAGES) return false;
  // pg_trgm finds no trigram in a shorter word: the index leaves it to the check of each row
  const indexed = containsAll(
    column,
    words.filter((word) => word.length >= 3),
    true,
  );
  const { rows } = await sql<{ sampled: number; read: number }>`
    SELECT count(*)::int AS sampled,
      count(*) FILTER (WHERE ${indexed.length ? sql.join(indexed, sql` AND `) : sql`true`})::int AS read
    FROM ${sql.raw(table)} TABLESAMPLE SYSTEM (${(100 * SAMPLED_PAGES) / pages}) REPEATABLE (1)`.execute(db);
  const [{ sampled: seen, read }] = rows;
  return seen > 0 && read >= COMMON_SEARCH_SHARE * seen;
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
