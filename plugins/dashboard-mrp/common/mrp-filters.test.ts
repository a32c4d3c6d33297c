import { describe, expect, it } from 'vitest';
import { MRP_LINE_RANGE_WARNING, MRP_PART_RANGE_WARNING, mrpFilterWarnings } from './mrp-filters';

describe('MRP filters (spec 3.5)', () => {
  it.each([
    ["'Part From' greater than 'Part To' warns that it yields no results", { partFrom: 'B100', partTo: 'A200' }, [MRP_PART_RANGE_WARNING]],
    ['likewise for production lines', { lineFrom: 'L9', lineTo: 'L1' }, [MRP_LINE_RANGE_WARNING]],
    ['both reversed give both warnings', { partFrom: 'Z', partTo: 'A', lineFrom: '2', lineTo: '1' }, [MRP_PART_RANGE_WARNING, MRP_LINE_RANGE_WARNING]],
    ['an ordered range gives no warning', { partFrom: 'A', partTo: 'B', lineFrom: '1', lineTo: '1' }, []],
    ['an open-ended range gives no warning', { partFrom: 'Z' }, []],
  ])('%s', (_rule, filters, warnings) => {
    expect(mrpFilterWarnings(filters)).toEqual(warnings);
  });

  it("the warnings name the filters by their visible labels (spec 3.2.4: 'Production Line From', 'Production Line To'), lines in the same sentence as parts", () => {
    expect(MRP_PART_RANGE_WARNING).toBe("'Part From' is greater than 'Part To', so this search yields no results.");
    expect(MRP_LINE_RANGE_WARNING).toBe("'Production Line From' is greater than 'Production Line To', so this search yields no results.");
  });
});
