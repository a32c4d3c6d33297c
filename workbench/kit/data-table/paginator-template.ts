/**
 * Paginator layouts by width (document 2 §9: the templates change at 640 and 1024 px): narrow
 * screens get previous/next and the page report, middle ones the page links, wide ones everything
 * including the page-size dropdown.
 */
const PAGINATOR_BREAKPOINTS = { small: 640, large: 1024 } as const;

export function paginatorTemplate(width: number, pageSizes = true): string {
  const sizes = pageSizes ? ' RowsPerPageDropdown' : '';
  if (width < PAGINATOR_BREAKPOINTS.small) return `PrevPageLink CurrentPageReport NextPageLink${sizes}`;
  if (width < PAGINATOR_BREAKPOINTS.large) return `FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink${sizes}`;
  return `FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink${sizes} CurrentPageReport`;
}

/** Auto-sizing mode: how many rows of `rowHeight` fit in `availablePx` (at least 1). */
export function rowsThatFit(availablePx: number, rowHeight: number): number {
  return Math.max(1, Math.floor(availablePx / rowHeight));
}
