/**
 * Paged list helper (spec §3 "Forms and paging", §9: 10 per page, default id ascending).
 * Runs the count and the page query of one Kysely select and returns `{data, pagination}`.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { PagedResult } from 'shared-api/contract';

export const PER_PAGE = 10;

export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page = 1,
  perPage = PER_PAGE,
): Promise<PagedResult<O>> {
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  const total = Number((counted as { total?: number } | undefined)?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const data = await query
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    data,
    pagination: { total, count: data.length, per_page: perPage, current_page: page, total_pages: totalPages },
  };
}

/** Escapes `%`, `_` and `\` so user text matches literally inside ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
