export interface DateRange {
  start: string;
  end: string;
}

/**
 * Keeps a range ordered after one end moved (spec document 2, section 4): a start moved after the end
 * pulls the end along, an end moved before the start pulls the start along. ISO strings compare in order.
 */
export function orderDateRange(range: DateRange, moved: 'start' | 'end'): DateRange {
  if (range.start <= range.end) return range;
  return moved === 'start' ? { start: range.start, end: range.start } : { start: range.end, end: range.end };
}
