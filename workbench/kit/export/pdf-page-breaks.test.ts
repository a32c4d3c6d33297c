import { describe, expect, it } from 'vitest';
import { pageSlices } from './pdf-page-breaks';
import { boxesOnPage } from './pdf-text-layer';

// Issue 33 point 4: every page of a dashboard's PDF has content and nothing is cut in two.
describe('PDF page slices of a captured screen', () => {
  it('is one page when the screen fits', () => {
    expect(pageSlices(300, 500, [{ top: 0, bottom: 300 }])).toEqual([{ top: 0, bottom: 300 }]);
  });

  it('ends a page above the block it would cut, and starts the next page with that block', () => {
    const rows = [0, 1, 2, 3, 4, 5].map((i) => ({ top: i * 40, bottom: i * 40 + 40 }));
    // 100 px pages over 40 px rows: each page holds two whole rows.
    expect(pageSlices(240, 100, rows)).toEqual([
      { top: 0, bottom: 80 },
      { top: 80, bottom: 160 },
      { top: 160, bottom: 240 },
    ]);
  });

  it('never breaks inside a nested block (a card holding its title and gauge)', () => {
    const card = { top: 50, bottom: 150 };
    const title = { top: 50, bottom: 70 };
    expect(pageSlices(200, 120, [card, title])[0]).toEqual({ top: 0, bottom: 50 });
  });

  it('cuts a block taller than a page at the page end (it cannot fit anywhere)', () => {
    expect(pageSlices(250, 100, [{ top: 0, bottom: 250 }])).toEqual([
      { top: 0, bottom: 100 },
      { top: 100, bottom: 200 },
      { top: 200, bottom: 250 },
    ]);
  });

  it('gives the first page its own, shorter height (the title sits above it)', () => {
    expect(pageSlices(180, 100, [], 80)).toEqual([
      { top: 0, bottom: 80 },
      { top: 80, bottom: 180 },
    ]);
  });

  it('refuses a page without height', () => {
    expect(() => pageSlices(100, 0, [])).toThrow('A PDF page needs a positive height');
  });
});

describe("a PDF page's share of the screen's text", () => {
  it('takes the runs whose middle lies on the page, measured from the page top', () => {
    const run = (text: string, top: number) => ({ text, left: 0, top, width: 50, height: 20 });
    // 'row 3' straddles the cut at 100 with its middle (105) below it: it belongs to the next page, as its row does.
    expect(boxesOnPage([run('row 1', 10), run('row 2', 60), run('row 3', 95)], { top: 0, bottom: 100 }).map((b) => b.text)).toEqual(['row 1', 'row 2']);
    expect(boxesOnPage([run('row 3', 95)], { top: 100, bottom: 200 })).toEqual([run('row 3', -5)]);
  });
});
