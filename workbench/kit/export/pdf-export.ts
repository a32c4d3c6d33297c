import type { jsPDF as JsPdf } from 'jspdf';
import { PDF_CONTENT_MISSING } from '../../../core/errors';
import { pageSlices, type Span } from './pdf-page-breaks';
import { PAPER, printOnPaper } from './pdf-paper';
import { boxesOnPage, collectTextBoxes, type TextBox } from './pdf-text-layer';

export interface PdfExportOptions {
  fileName: string;
  marginMm: number;
  /** html2canvas scale (spec: 2): canvas pixels per CSS pixel. */
  scale: number;
  /** Layout width the element is laid out at while it is captured; default its own width. */
  widthPx?: number;
  /** Wait after laying the element out at widthPx, for charts to follow their new width. */
  renderDelayMs?: number;
  /** Printed above the capture on the first page (what the screen is, which dates). */
  title?: string;
}

/** A4 landscape, 15 mm margin, scale 2 (spec document 2, section 9). */
export const PDF_PAGE = { format: 'a4', orientation: 'landscape', widthMm: 297, heightMm: 210, marginMm: 15, scale: 2 } as const;

const MM_PER_PT = 25.4 / 72;
const TITLE_PT = 14;
/** The title's line and the gap under it. */
const TITLE_MM = 9;
/** A text box is its font's line box: the glyphs take about this share of it. */
const GLYPH_SHARE = 0.8;

/**
 * Saves the element as an A4 landscape PDF, the screen as it looks: laid out at widthPx, captured by
 * html2canvas at `scale` on paper (light theme), cut into pages between rows, cards and charts,
 * and overlaid with the screen's text as invisible PDF text so the PDF stays searchable.
 * A missing element throws 'PDF content element not found'; other failures are logged only
 * (spec document 2, section 8).
 */
export async function exportElementToPdf(element: HTMLElement | null, options: PdfExportOptions): Promise<void> {
  if (!element) throw new Error(PDF_CONTENT_MISSING);
  try {
    const pdf = await renderElementToPdf(element, options);
    pdf.save(options.fileName);
  } catch (e) {
    console.error('PDF export failed', e);
  }
}

async function renderElementToPdf(element: HTMLElement, options: PdfExportOptions): Promise<JsPdf> {
  const restoreLayout = layOutAtWidth(element, options.widthPx);
  try {
    if (options.renderDelayMs) await new Promise((r) => setTimeout(r, options.renderDelayMs));
    const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
    const widthPx = element.getBoundingClientRect().width;
    const blocks = blockSpans(element);
    const texts = collectTextBoxes(element);
    const canvas = await html2canvas(element, { scale: options.scale, useCORS: true, logging: false, backgroundColor: PAPER, onclone: printOnPaper });
    const pdf = new jsPDF({ orientation: PDF_PAGE.orientation, unit: 'mm', format: PDF_PAGE.format, compress: true });
    const page = new PageGeometry(options.marginMm, widthPx, options.title ? TITLE_MM : 0);
    const slices = pageSlices(canvas.height / (canvas.width / widthPx), page.heightPx, blocks, page.firstHeightPx);
    slices.forEach((slice, i) => {
      if (i > 0) pdf.addPage();
      if (i === 0 && options.title) drawTitle(pdf, options.title, options.marginMm);
      const top = i === 0 ? page.firstTopMm : options.marginMm;
      pdf.addImage(sliceOf(canvas, slice, canvas.width / widthPx), 'JPEG', options.marginMm, top, page.contentWidthMm, (slice.bottom - slice.top) * page.mmPerPx);
      drawInvisibleText(pdf, boxesOnPage(texts, slice), options.marginMm, top, page.mmPerPx);
    });
    return pdf;
  } finally {
    restoreLayout();
  }
}

/** The printable area of an A4 landscape page at the margin, in mm and in the capture's CSS px. */
class PageGeometry {
  readonly contentWidthMm: number;
  readonly mmPerPx: number;
  readonly heightPx: number;
  readonly firstHeightPx: number;
  readonly firstTopMm: number;
  constructor(marginMm: number, widthPx: number, titleMm: number) {
    this.contentWidthMm = PDF_PAGE.widthMm - 2 * marginMm;
    this.mmPerPx = this.contentWidthMm / widthPx;
    const heightMm = PDF_PAGE.heightMm - 2 * marginMm;
    this.heightPx = heightMm / this.mmPerPx;
    this.firstHeightPx = (heightMm - titleMm) / this.mmPerPx;
    this.firstTopMm = marginMm + titleMm;
  }
}

/** Lays the element out at the export width until the returned function puts its own width back. */
function layOutAtWidth(element: HTMLElement, widthPx: number | undefined): () => void {
  if (!widthPx) return () => {};
  const { width, minWidth, maxWidth } = element.style;
  Object.assign(element.style, { width: `${widthPx}px`, minWidth: `${widthPx}px`, maxWidth: `${widthPx}px` });
  return () => Object.assign(element.style, { width, minWidth, maxWidth });
}

/** Every drawn element's vertical extent: the page cuts keep clear of them. */
function blockSpans(element: HTMLElement): Span[] {
  const top = element.getBoundingClientRect().top;
  return [...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => ({ top: r.top - top, bottom: r.bottom - top }));
}

function sliceOf(canvas: HTMLCanvasElement, slice: Span, pixelsPerPx: number): HTMLCanvasElement {
  const part = document.createElement('canvas');
  part.width = canvas.width;
  part.height = Math.max(1, Math.round((slice.bottom - slice.top) * pixelsPerPx));
  const context = part.getContext('2d');
  if (!context) throw new Error('No 2D canvas context for a PDF page');
  context.fillStyle = PAPER;
  context.fillRect(0, 0, part.width, part.height);
  context.drawImage(canvas, 0, Math.round(slice.top * pixelsPerPx), part.width, part.height, 0, 0, part.width, part.height);
  return part;
}

function drawTitle(pdf: JsPdf, title: string, marginMm: number): void {
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(TITLE_PT);
  pdf.setTextColor(30, 41, 59);
  pdf.text(title, marginMm, marginMm, { baseline: 'top' });
  pdf.setFont('helvetica', 'normal');
}

/** The screen's text where it stands in the picture, invisible (as a scanned page's OCR layer). */
function drawInvisibleText(pdf: JsPdf, boxes: TextBox[], leftMm: number, topMm: number, mmPerPx: number): void {
  for (const box of boxes) {
    const fontPt = (box.height * mmPerPx * GLYPH_SHARE) / MM_PER_PT;
    pdf.setFontSize(fontPt);
    const naturalMm = pdf.getTextWidth(box.text);
    const horizontalScale = naturalMm > 0 ? (box.width * mmPerPx) / naturalMm : 1;
    pdf.text(box.text, leftMm + box.left * mmPerPx, topMm + box.top * mmPerPx + (box.height * mmPerPx * (1 - GLYPH_SHARE)) / 2, { baseline: 'top', renderingMode: 'invisible', horizontalScale });
  }
}
