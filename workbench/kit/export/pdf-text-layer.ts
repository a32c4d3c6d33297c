import type { Span } from './pdf-page-breaks';

/** One run of text on the captured screen and its box, in CSS px from the element's top left. */
export interface TextBox {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const WORD = /\S+/g;

/**
 * The element's visible text with where it stands: a text node on one line as one box, a wrapped
 * one word by word (each word's own box). SVG text (chart titles, axes, a gauge's value) is
 * included. The PDF draws these as invisible text over the picture, so the PDF's text is the
 * screen's: searchable and readable by pdftotext.
 */
export function collectTextBoxes(element: HTMLElement): TextBox[] {
  const origin = element.getBoundingClientRect();
  const boxes: TextBox[] = [];
  const range = element.ownerDocument.createRange();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const add = (text: string, rect: DOMRect) => {
    if (rect.width > 0 && rect.height > 0) boxes.push({ text, left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height });
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const start = text.search(/\S/);
    if (start < 0) continue;
    // The run without its edge spaces, so its box is its glyphs' and neighbouring runs keep their gaps.
    const end = text.trimEnd().length;
    range.setStart(node, start);
    range.setEnd(node, end);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (lines.length === 1) {
      add(text.slice(start, end).replace(/\s+/g, ' '), lines[0]!);
      continue;
    }
    for (const word of text.matchAll(WORD)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      add(word[0], range.getBoundingClientRect());
    }
  }
  return boxes;
}

/** The boxes whose middle lies in the page's slice, moved to the page's own top. */
export function boxesOnPage(boxes: TextBox[], slice: Span): TextBox[] {
  return boxes.filter((b) => b.top + b.height / 2 >= slice.top && b.top + b.height / 2 < slice.bottom).map((b) => ({ ...b, top: b.top - slice.top }));
}
