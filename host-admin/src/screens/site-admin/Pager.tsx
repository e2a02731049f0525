export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="za-pager" aria-label="Strony wyników">
      <button
        type="button"
        className="za-button za-button--secondary za-button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Poprzednia
      </button>
      <span>
        Strona {page} z {pages} · razem {total}
      </span>
      <button
        type="button"
        className="za-button za-button--secondary za-button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Następna
      </button>
    </nav>
  );
}

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
}
