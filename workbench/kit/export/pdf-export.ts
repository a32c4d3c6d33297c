import { PDF_CONTENT_MISSING } from '../../../core/errors';

export interface PdfExportOptions {
  fileName: string;
  marginMm: number;
  /** html2canvas scale (spec: 2). */
  scale: number;
  /** Layout width the element is rendered at; default its own scroll width. */
  widthPx?: number;
  /** Wait before rendering, for charts that animate in. */
  renderDelayMs?: number;
}

/** A4 landscape, 15 mm margin, scale 2 (spec document 2, section 9). */
export const PDF_PAGE = { format: 'a4', orientation: 'landscape', widthMm: 297, heightMm: 210, marginMm: 15, scale: 2 } as const;

/**
 * Saves the element as an A4 landscape PDF. jsPDF.html() draws through html2canvas onto jsPDF's own
 * 2D context, so text stays real PDF text (searchable, readable by pdftotext).
 * A missing element throws 'PDF content element not found'; other failures are logged only
 * (spec document 2, section 8).
 */
export async function exportElementToPdf(element: HTMLElement | null, options: PdfExportOptions): Promise<void> {
  if (!element) throw new Error(PDF_CONTENT_MISSING);
  try {
    if (options.renderDelayMs) await new Promise((r) => setTimeout(r, options.renderDelayMs));
    const [{ jsPDF }, html2canvasModule] = await Promise.all([import('jspdf'), import('html2canvas')]);
    // jsPDF looks html2canvas up on window when it is not bundled with it.
    (window as unknown as { html2canvas?: unknown }).html2canvas = html2canvasModule.default;
    const pdf = new jsPDF({ orientation: PDF_PAGE.orientation, unit: 'mm', format: PDF_PAGE.format, compress: true });
    const m = options.marginMm;
    const contentWidthMm = PDF_PAGE.widthMm - 2 * m;
    const windowWidth = options.widthPx ?? Math.max(element.scrollWidth, element.clientWidth, 1);
    await pdf.html(element, {
      margin: [m, m, m, m],
      autoPaging: 'text',
      width: contentWidthMm,
      windowWidth,
      x: 0,
      y: 0,
      html2canvas: { scale: options.scale, useCORS: true, logging: false },
    });
    pdf.save(options.fileName);
  } catch (e) {
    console.error('PDF export failed', e);
  }
}
