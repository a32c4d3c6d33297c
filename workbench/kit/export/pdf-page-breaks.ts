/** A vertical stretch of the captured element, in CSS px from its top. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * Where the pages of a captured screen begin and end. A page ends at the lowest line within its
 * height that crosses none of the blocks (a table row, a gauge card, a chart: every element shorter
 * than a page), so nothing is cut in two; only a block taller than a page is cut, at the page's end.
 * The first page may be shorter (it carries the title).
 */
export function pageSlices(totalHeight: number, pageHeight: number, blocks: Span[], firstPageHeight = pageHeight): Span[] {
  if (!(pageHeight > 0) || !(firstPageHeight > 0)) throw new Error('A PDF page needs a positive height');
  const unbreakable = blocks.filter((b) => b.bottom - b.top < pageHeight && b.bottom > b.top);
  const crossesBlock = (y: number) => unbreakable.some((b) => b.top < y && y < b.bottom);
  const slices: Span[] = [];
  let top = 0;
  while (top < totalHeight - 0.5) {
    const limit = top + (slices.length === 0 ? firstPageHeight : pageHeight);
    if (limit >= totalHeight) {
      slices.push({ top, bottom: totalHeight });
      break;
    }
    // Candidate ends, lowest first: the page's own end and every block edge above it.
    const candidates = [limit, ...unbreakable.flatMap((b) => [b.top, b.bottom])].filter((y) => y > top + 1 && y <= limit).sort((a, b) => b - a);
    const bottom = candidates.find((y) => !crossesBlock(y)) ?? limit;
    slices.push({ top, bottom });
    top = bottom;
  }
  return slices;
}
