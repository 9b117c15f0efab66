import type { FastifyRequest } from 'fastify';
import { DEFAULT_PER_PAGE } from '../schemas/common.js';

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export function pageRequest(query: { page?: number; per_page?: number }): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface CollectionBody<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    to: number | null;
    last_page: number;
    per_page: number;
    total: number;
    path: string;
    links: PageLink[];
  };
}

/**
 * The one collection envelope. Links are absolute, built from SERVICE_APP_URL (never from the Host
 * header) so they are the same on every call, and keep every query parameter but `page`.
 */
export function collection<T>(
  request: FastifyRequest,
  appUrl: string,
  items: T[],
  total: number,
  page: PageRequest,
): CollectionBody<T> {
  const [pathname, search = ''] = request.url.split('?', 2) as [string, string?];
  const path = `${appUrl}${pathname}`;
  const params = new URLSearchParams(search);
  params.delete('page');
  const pageUrl = (n: number) => {
    const query = new URLSearchParams(params);
    query.set('page', String(n));
    return `${path}?${query.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  const from = items.length > 0 ? page.offset + 1 : null;
  const to = items.length > 0 ? page.offset + items.length : null;
  const prev = page.page > 1 ? pageUrl(Math.min(page.page - 1, lastPage)) : null;
  const next = page.page < lastPage ? pageUrl(page.page + 1) : null;

  const links: PageLink[] = [{ url: prev, label: '« Previous', active: false }];
  for (const n of pageWindow(page.page, lastPage)) {
    links.push(
      n === null
        ? { url: null, label: '...', active: false }
        : { url: pageUrl(n), label: String(n), active: n === page.page },
    );
  }
  links.push({ url: next, label: 'Next »', active: false });

  return {
    data: items,
    links: { first: pageUrl(1), last: pageUrl(lastPage), prev, next },
    meta: {
      current_page: page.page,
      from,
      to,
      last_page: lastPage,
      per_page: page.perPage,
      total,
      path,
      links,
    },
  };
}

/**
 * A collection handler in one call: reads `page`/`per_page` from the request's query, loads that page
 * with `load(limit, offset)` and wraps it in the collection envelope.
 */
export async function respondWithPage<T>(
  request: FastifyRequest & { query: { page?: number; per_page?: number } },
  appUrl: string,
  load: (limit: number, offset: number) => Promise<{ items: T[]; total: number }>,
): Promise<CollectionBody<T>> {
  const page = pageRequest(request.query);
  const { items, total } = await load(page.perPage, page.offset);
  return collection(request, appUrl, items, total, page);
}

/** Page numbers around the current one, with `null` for the gaps, as Laravel's paginator lists them. */
function pageWindow(current: number, last: number): (number | null)[] {
  if (last <= 10) return Array.from({ length: last }, (_, i) => i + 1);
  const pages = new Set<number>([1, 2, last - 1, last]);
  for (let n = current - 3; n <= current + 3; n++) if (n >= 1 && n <= last) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}
