import { DateTime } from 'luxon';
import { PDF_PAGE } from './pdf-export';

export interface PdfTableColumn {
  header: string;
  align: 'left' | 'center' | 'right';
}

export interface PdfTableDocument {
  fileName: string;
  title: string;
  columns: readonly PdfTableColumn[];
  /** The shown rows as the table shows them, one text per column. */
  rows: readonly (readonly string[])[];
  /** The sum row, when the table has one. */
  foot?: readonly string[];
  /** A line under the title: what the table covers (entity, dates, shift). */
  subtitle?: string;
  /** Charts drawn after the table, each the page's content width wide (see chart-image.ts). */
  figures?: readonly PdfFigure[];
  /** The profile's zone for the printed-at time (issue 35 point 7); absent: the browser's clock. */
  timeZone?: string;
}

/** A PNG picture of a chart, with its size in pixels for its aspect ratio. */
export interface PdfFigure {
  dataUrl: string;
  widthPx: number;
  heightPx: number;
}

/**
 * Saves a table as an A4 landscape PDF with a 15 mm margin (document 2 §9), laid out by
 * jspdf-autotable: real text in real cells, the header repeated on every page, long tables paged.
 * A table is not drawn through html2canvas (its scale 2 is for dashboards): a wide grid drawn as a
 * picture of HTML loses the columns that do not fit and its text is not reliably text.
 */
export async function exportTableToPdf(doc: PdfTableDocument, now = new Date()): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const pdf = new jsPDF({ orientation: PDF_PAGE.orientation, unit: 'mm', format: PDF_PAGE.format, compress: true });
  const m = PDF_PAGE.marginMm;
  pdf.setFontSize(16);
  pdf.text(doc.title, m, m);
  pdf.setFontSize(9);
  const printed = doc.timeZone ? DateTime.fromJSDate(now, { zone: doc.timeZone }).toFormat('yyyy-MM-dd HH:mm ZZZZ') : now.toLocaleString('en-US');
  pdf.text(doc.subtitle ? `${doc.subtitle} · ${printed}` : printed, m, m + 6);
  const halign = doc.columns.map((c) => c.align);
  autoTable(pdf, {
    startY: m + 10,
    margin: { top: m, right: m, bottom: m, left: m },
    head: [doc.columns.map((c) => c.header)],
    body: doc.rows.map((r) => [...r]),
    foot: doc.foot ? [[...doc.foot]] : undefined,
    showFoot: 'lastPage',
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 1.5, overflow: 'linebreak' },
    headStyles: { fillColor: [230, 230, 230], textColor: 20 },
    footStyles: { fillColor: [245, 245, 245], textColor: 20, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(halign.map((a, i) => [i, { halign: a }])),
  });
  drawFigures(pdf, doc.figures ?? [], (pdf as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6);
  pdf.save(doc.fileName);
}

/** Each figure the content width wide (lower if the page is too short), on a new page when it does not fit. */
function drawFigures(pdf: import('jspdf').jsPDF, figures: readonly PdfFigure[], startY: number): void {
  const m = PDF_PAGE.marginMm;
  const maxW = PDF_PAGE.widthMm - 2 * m;
  const maxH = PDF_PAGE.heightMm - 2 * m;
  let y = startY;
  for (const f of figures) {
    const scale = Math.min(maxW / f.widthPx, maxH / f.heightPx);
    const [w, h] = [f.widthPx * scale, f.heightPx * scale];
    if (y + h > PDF_PAGE.heightMm - m) {
      pdf.addPage();
      y = m;
    }
    pdf.addImage(f.dataUrl, 'PNG', m, y, w, h);
    y += h + 6;
  }
}
