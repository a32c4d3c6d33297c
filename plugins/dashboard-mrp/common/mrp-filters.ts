import { z } from 'zod';

/** The MRP schedule report's filters (nav state custom area "sch report", spec document 3, section 3). */
export const mrpFiltersSchema = z.object({
  company: z.string().trim().default(''),
  group: z.string().trim().default(''),
  partFrom: z.string().trim().default(''),
  partTo: z.string().trim().default(''),
  lineFrom: z.string().trim().default(''),
  lineTo: z.string().trim().default(''),
});
export type MrpFiltersInput = z.input<typeof mrpFiltersSchema>;
export type MrpFilters = z.output<typeof mrpFiltersSchema>;

export const MRP_PART_RANGE_WARNING = "'Part From' is greater than 'Part To', so this search yields no results.";
// Named by the filters' visible labels (spec document 3, section 2.4), in the part warning's sentence.
export const MRP_LINE_RANGE_WARNING = "'Production Line From' is greater than 'Production Line To', so this search yields no results.";

/**
 * Warnings, not errors (spec document 3, section 5): a reversed part or production-line range is
 * allowed but yields no results. Values compare as plain text, as the range filter does.
 */
export function mrpFilterWarnings(input: MrpFiltersInput): string[] {
  const f = mrpFiltersSchema.parse(input);
  const warnings: string[] = [];
  if (f.partFrom !== '' && f.partTo !== '' && f.partFrom > f.partTo) warnings.push(MRP_PART_RANGE_WARNING);
  if (f.lineFrom !== '' && f.lineTo !== '' && f.lineFrom > f.lineTo) warnings.push(MRP_LINE_RANGE_WARNING);
  return warnings;
}
