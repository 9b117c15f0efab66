import { Button } from './ui.js';

/**
 * Previous and next pages of a paged list (the collection envelope's `meta`), with where one stands:
 * "Page 2 of 7 · 130 runs". `label` names the navigation for assistive technology.
 */
export function Pager({
  meta,
  page,
  onPage,
  label,
  noun,
}: {
  meta: { current_page: number; last_page: number; total: number };
  page: number;
  onPage: (page: number) => void;
  label: string;
  noun: { one: string; many: string };
}) {
  return (
    <nav className="pager" aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="muted">
        {`Page ${meta.current_page} of ${Math.max(1, meta.last_page)} · ${meta.total.toLocaleString()} ${meta.total === 1 ? noun.one : noun.many}`}
      </span>
      <Button disabled={page >= meta.last_page} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
