/** Previous / next through a paged list, with "Strona 2 z 5 · razem 93". */
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
