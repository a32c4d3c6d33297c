import { decode } from 'fast-png';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** One page of a PDF as a reader sees it: its text, its picture and how much of it is ink. */
export interface PdfPage {
  number: number;
  /** pdftotext's reading of the page. */
  text: string;
  /** The page drawn by pdftoppm at 50 dpi. */
  png: string;
  /** Share of pixels that are not near-white (a blank page has almost none). */
  inkShare: number;
  /** Share of near-black pixels (a dark-themed screen printed as it looks is mostly these). */
  darkShare: number;
  /** pdfinfo's page size, e.g. '841.89 x 595.28'. */
  size: string;
  /** Each word pdftotext finds and its box, in pt from the page's top left. */
  words: Word[];
}

export interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const NEAR_WHITE = 235;
const NEAR_BLACK = 60;

/** Renders every page of the PDF with poppler (pdftoppm -r 50 -png, pdftotext) into `dir`. */
export function readPdfPages(pdfPath: string, dir: string, prefix: string): PdfPage[] {
  mkdirSync(dir, { recursive: true });
  const ours = (f: string) => f.startsWith(`${prefix}-`) && f.endsWith('.png');
  for (const old of readdirSync(dir).filter(ours)) rmSync(join(dir, old));
  const info = execFileSync('pdfinfo', ['-l', '999', pdfPath]).toString();
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/gm)].map((m) => m[1]!);
  execFileSync('pdftoppm', ['-r', '50', '-png', pdfPath, join(dir, prefix)]);
  // pdftoppm pads the page number to the page count's digits: prefix-1.png or prefix-01.png.
  const pngs = readdirSync(dir)
    .filter(ours)
    .sort((a, b) => pageOf(a) - pageOf(b));
  if (pngs.length !== sizes.length) throw new Error(`pdftoppm drew ${pngs.length} pages of ${sizes.length}`);
  return pngs.map((file, i) => {
    const number = i + 1;
    const pages = ['-f', String(number), '-l', String(number)];
    const text = execFileSync('pdftotext', [...pages, pdfPath, '-']).toString();
    // A page without text makes pdftotext -bbox say 'no word list' on stderr: that page then has no words.
    const words = wordsOf(execFileSync('pdftotext', ['-bbox', ...pages, pdfPath, '-'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    return { number, text, words, png: join(dir, file), size: sizes[i]!, ...inkOf(join(dir, file)) };
  });
}

const WORD = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;

function wordsOf(bboxHtml: string): Word[] {
  return [...bboxHtml.matchAll(WORD)].map(([, xMin, yMin, xMax, yMax, text]) => ({ text: text!, xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) }));
}

const pageOf = (file: string) => Number(/-(\d+)\.png$/.exec(file)![1]);

function inkOf(png: string): { inkShare: number; darkShare: number } {
  const image = decode(readFileSync(png));
  if (image.depth !== 8) throw new Error(`${png}: ${image.depth}-bit PNG`);
  const { data, channels } = image;
  let ink = 0;
  let dark = 0;
  const pixels = image.width * image.height;
  for (let p = 0; p < pixels; p++) {
    const at = p * channels;
    const rgb = channels >= 3 ? [data[at]!, data[at + 1]!, data[at + 2]!] : [data[at]!, data[at]!, data[at]!];
    if (rgb.some((c) => c < NEAR_WHITE)) ink++;
    if (0.299 * rgb[0]! + 0.587 * rgb[1]! + 0.114 * rgb[2]! < NEAR_BLACK) dark++;
  }
  return { inkShare: ink / pixels, darkShare: dark / pixels };
}
