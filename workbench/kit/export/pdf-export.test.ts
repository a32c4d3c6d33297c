import { describe, expect, it } from 'vitest';
import { exportElementToPdf, PDF_PAGE } from './pdf-export';

describe('PDF export building block (document 2 §8, §9)', () => {
  it("throws 'PDF content element not found' when there is no content element", async () => {
    await expect(exportElementToPdf(null, { fileName: 'x.pdf', marginMm: 15, scale: 2 })).rejects.toThrow('PDF content element not found');
  });
  it('is A4 landscape with a 15 mm margin and scale 2', () => {
    expect(PDF_PAGE).toMatchObject({ format: 'a4', orientation: 'landscape', marginMm: 15, scale: 2 });
  });
});
