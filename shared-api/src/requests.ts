/**
 * The GET requests a screen makes first (issue 27, docs/product.md "First load"), built in one
 * place so that the remote's endpoint and the early start of the same call (the server lists
 * it in the page, the shell's entry starts it, `first-requests.ts`) ask for the same URL.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { LIST_DEFAULTS, PAGE_SIZES, type ListQuery, type PageSize } from './contract';

/** A list's state in the URL: `?page&per_page&order&order_type&query` (docs/spec.md §2 lists). */
export interface ListParams {
  page: number;
  per_page: PageSize;
  order: string;
  order_type: 'asc' | 'desc';
  query: string;
}

/** The order a list opens in when the URL names none (`order` column, `order_type`). */
export type ListOrder = { order: string; order_type?: 'asc' | 'desc' };

/**
 * The order a list opens in when the URL names none: newest first (issue 23), so a record just
 * made is on the first page, not the last. Ids grow with creation.
 */
export const NEWEST_FIRST = { order: 'id', order_type: 'desc' } as const;

/** A list's params from its URL's search params; unknown or missing values fall back to `defaults` and LIST_DEFAULTS. */
export function listParamsFrom(search: URLSearchParams, defaults: ListOrder): ListParams {
  const orderType = search.get('order_type');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    per_page: PAGE_SIZES.find((size) => size === Number(search.get('per_page'))) ?? LIST_DEFAULTS.per_page,
    order: search.get('order') ?? defaults.order,
    order_type: orderType === 'desc' || orderType === 'asc' ? orderType : (defaults.order_type ?? 'asc'),
    query: search.get('query') ?? '',
  };
}

/** `GET /front/reports/` (docs/spec.md §7): one page of the reports list. */
export const reportListRequest = (params: ListQuery): FetchArgs => ({ url: 'front/reports/', params });

/** `GET /front/reports/{id}` (docs/spec.md §7): a report's detail. */
export const reportRequest = (id: number): string => `front/reports/${id}`;

/** `GET /front/reports/{id}/post-editing` (docs/spec.md §7): what the wizard edits. */
export const postEditingRequest = (id: number): string => `front/reports/${id}/post-editing`;

/** `GET /front/reports/{id}/comparison` (docs/product.md "Entry against exit"): entry and exit side by side. */
export const comparisonRequest = (id: number): string => `front/reports/${id}/comparison`;

/** `GET /front/reports/{id}/settlement` (docs/product.md "The settlement"): damage lines, deposit and totals. */
export const settlementRequest = (id: number): string => `front/reports/${id}/settlement`;

/** A GET request's path relative to the site, its params sorted: `front/reports/?order=id&page=1…`. */
export function requestPath(args: string | FetchArgs): string {
  if (typeof args === 'string') return args;
  const params = Object.entries((args.params ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return params.length ? `${args.url}?${new URLSearchParams(params)}` : args.url;
}
