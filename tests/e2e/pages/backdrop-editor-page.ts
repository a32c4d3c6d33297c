import { expect, type Locator, type Page } from '@playwright/test';
import { settledFaults } from '../support/layout';

/**
 * The backdrop editor (document 2 §2 "Backdrop editor", §5 "Backdrop") as a map designer meets it:
 * a full-screen dialog with a toolbar of labelled groups above a canvas. The `…Problems` methods
 * read the laid-out page and name what is wrong, so a failing check says what to fix.
 */
export class BackdropEditorPage {
  readonly editor: Locator;
  readonly toolbar: Locator;
  readonly canvas: Locator;
  readonly colours: Locator;

  constructor(private readonly page: Page) {
    this.editor = page.getByRole('dialog', { name: 'Backdrop editor' });
    this.toolbar = this.editor.getByRole('toolbar', { name: 'Backdrop tools' });
    this.canvas = this.editor.getByTestId('backdrop-canvas');
    this.colours = this.editor.getByRole('radiogroup', { name: 'Colour' });
  }

  /** The shell's top bar (the banner with the workbench's home link), drawn beneath the editor. */
  private get shellTopBar(): Locator {
    return this.page.getByRole('banner').filter({ has: this.page.getByRole('link', { name: 'OEE Workbench home' }) });
  }

  /** Two frames: a resize reaches the ResizeObserver and the renderer after layout. */
  private async frames(): Promise<void> {
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }

  /**
   * The editor covers the whole window above the shell: its box is the viewport's, and what is
   * hit at the middle of the shell's top bar (and at the window's corners) belongs to the editor.
   */
  async coverProblems(): Promise<string[]> {
    await this.frames();
    const bar = await this.shellTopBar.boundingBox();
    return this.editor.evaluate((editor, bar) => {
      const problems: string[] = [];
      const r = editor.getBoundingClientRect();
      const [w, h] = [window.innerWidth, window.innerHeight];
      if (Math.abs(r.left) > 1 || Math.abs(r.top) > 1 || Math.abs(r.width - w) > 1 || Math.abs(r.height - h) > 1) {
        problems.push(`the editor is ${Math.round(r.width)}x${Math.round(r.height)} px at ${Math.round(r.left)},${Math.round(r.top)}, the window ${w}x${h} px`);
      }
      const probes: Array<[string, number, number]> = [
        ['the top left corner', 2, 2],
        ['the bottom right corner', w - 3, h - 3],
      ];
      if (bar) probes.unshift(["the middle of the shell's top bar", bar.x + bar.width / 2, bar.y + bar.height / 2]);
      else problems.push("no shell top bar found to probe (the 'OEE Workbench home' banner)");
      for (const [where, x, y] of probes) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !editor.contains(hit)) {
          const what = hit ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}"> "${(hit.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
          problems.push(`at ${where} (${Math.round(x)},${Math.round(y)}) the window shows ${what}, not the editor`);
        }
      }
      return problems;
    }, bar);
  }

  /**
   * The toolbar's inputs look like the workbench's: the background, text colour and border colour
   * of a PrimeReact input (.p-inputtext) under the current theme, not a browser's grey native field.
   */
  async inputLookProblems(): Promise<string[]> {
    return this.toolbar.evaluate((toolbar) => {
      const probe = document.createElement('input');
      probe.className = 'p-inputtext p-component';
      probe.style.position = 'fixed';
      probe.style.left = '-999px';
      document.body.appendChild(probe);
      const want = getComputedStyle(probe);
      const expected = { backgroundColor: want.backgroundColor, color: want.color, borderTopColor: want.borderTopColor };
      probe.remove();
      const problems: string[] = [];
      const fields = [...toolbar.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter((el) => el.getClientRects().length > 0 && (el as HTMLInputElement).type !== 'hidden');
      if (fields.length < 3) problems.push(`only ${fields.length} visible inputs in the toolbar (Width, Height and Elevation expected)`);
      for (const el of fields) {
        const name = (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.getAttribute('aria-label') || el.tagName.toLowerCase();
        const got = getComputedStyle(el);
        const [r, g, b] = (got.backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        if (r !== undefined && r > 150 && g! > 150 && b! > 150 && Math.max(r, g!, b!) - Math.min(r, g!, b!) < 24) problems.push(`${name}'s background is light grey (${got.backgroundColor})`);
        for (const [prop, value] of Object.entries(expected)) {
          const actual = got[prop as keyof typeof expected];
          if (actual !== value) problems.push(`${name}'s ${prop} is ${actual}, a workbench input's ${value}`);
        }
      }
      return problems;
    });
  }

  /**
   * Each of the ten swatches is a radio named by its colour and its tile count, one Tab stop for
   * the group (only the chosen swatch is in the Tab order), the chosen one looks chosen.
   */
  async swatchProblems(colours: readonly string[]): Promise<string[]> {
    return this.editor.evaluate((editor, colours) => {
      const problems: string[] = [];
      const group = [...editor.querySelectorAll('[role="radiogroup"]')].find((g) => {
        const named = g.getAttribute('aria-label') ?? (g.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        return named.trim() === 'Colour';
      });
      if (!group) return ['no radio group named "Colour"'];
      const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
      if (radios.length !== colours.length) problems.push(`${radios.length} swatches, not the ${colours.length} map colours`);
      radios.forEach((radio, i) => {
        const name = radio.getAttribute('aria-label') ?? (radio.getAttribute('aria-labelledby') ? document.getElementById(radio.getAttribute('aria-labelledby')!)?.textContent : radio.textContent) ?? '';
        if (!new RegExp(`^${colours[i]} \\(\\d+ tiles\\)$`).test(name.trim())) problems.push(`swatch ${i + 1} is named "${name}", not "${colours[i]} (N tiles)"`);
      });
      const chosen = radios.filter((r) => r.getAttribute('aria-checked') === 'true');
      if (chosen.length !== 1) problems.push(`${chosen.length} swatches are checked, not one`);
      const inTabOrder = radios.filter((r) => r.tabIndex >= 0);
      if (inTabOrder.length !== 1 || inTabOrder[0] !== chosen[0]) problems.push(`${inTabOrder.length} swatches are Tab stops; only the chosen one should be (the arrows move within the group)`);
      if (chosen[0]) {
        const look = (el: Element) => {
          const s = getComputedStyle(el);
          return `${s.boxShadow}|${s.outlineStyle}${s.outlineWidth}|${s.borderTopColor}`;
        };
        const alike = radios.filter((r) => r !== chosen[0] && look(r) === look(chosen[0]));
        if (alike.length > 0) problems.push(`the chosen swatch looks like ${alike.length} others`);
      }
      return problems;
    }, colours);
  }

  /**
   * The swatch's tooltip (shown on hover) says how many tiles of the colour are used, out of the
   * limit. PrimeReact marks its shown tooltip aria-hidden, so it is found with the hidden ones; the
   * swatch's name and description carry the same facts for assistive technology.
   */
  async expectSwatchTip(colour: string, text: string): Promise<void> {
    await this.colours.getByRole('radio', { name: new RegExp(`^${colour} `) }).hover();
    await expect(this.page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: text })).toBeVisible({ timeout: 10_000 });
    await this.page.mouse.move(5, this.page.viewportSize()!.height - 5);
  }

  /** The canvas element is its host's size (within 2 px): the renderer follows the window. */
  async canvasSizeProblems(): Promise<string[]> {
    await this.frames();
    return this.canvas.evaluate((host) => {
      const c = host.querySelector('canvas');
      if (!c) return ['no canvas element in the host'];
      const r = c.getBoundingClientRect();
      const h = host.getBoundingClientRect();
      const off = Math.abs(r.width - h.width) > 2 || Math.abs(r.height - h.height) > 2 || Math.abs(r.left - h.left) > 2 || Math.abs(r.top - h.top) > 2;
      return off ? [`the canvas is ${Math.round(r.width)}x${Math.round(r.height)} px at ${Math.round(r.left)},${Math.round(r.top)} in a ${Math.round(h.width)}x${Math.round(h.height)} px host at ${Math.round(h.left)},${Math.round(h.top)}`] : [];
    });
  }

  /** Settled canvas problems: the ResizeObserver answers a frame or two after the layout. */
  async settledCanvasSizeProblems(): Promise<string[]> {
    return settledFaults(() => this.canvasSizeProblems());
  }

  /**
   * The toolbar's layout: inside the window, nothing cut, at most three rows, above the canvas
   * (not over it), and the canvas fills the rest of the window.
   */
  async layoutProblems(): Promise<string[]> {
    await this.frames();
    return this.editor.evaluate((editor) => {
      const problems: string[] = [];
      const toolbar = editor.querySelector('[role="toolbar"]');
      const host = editor.querySelector<HTMLElement>('[data-testid="backdrop-canvas"]');
      if (!toolbar || !host) return ['no toolbar or no canvas host'];
      const t = toolbar.getBoundingClientRect();
      const c = host.getBoundingClientRect();
      if (t.bottom > c.top + 0.5) problems.push(`the toolbar (bottom ${Math.round(t.bottom)}) overlaps the canvas (top ${Math.round(c.top)})`);
      const groups = [...toolbar.children].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).position !== 'absolute' && getComputedStyle(el).position !== 'fixed');
      const rows = new Set(groups.map((g) => Math.round(g.getBoundingClientRect().bottom / 8)));
      if (rows.size > 3) problems.push(`the toolbar's groups fall into ${rows.size} rows`);
      for (const el of toolbar.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue; // nothing shown (a visually hidden text)
        if (r.right > window.innerWidth + 0.5 || r.left < -0.5) problems.push(`<${el.tagName.toLowerCase()} class="${el.className}"> sticks out of the window (${Math.round(r.left)}..${Math.round(r.right)} of ${window.innerWidth})`);
        if (!(el instanceof HTMLInputElement) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) problems.push(`cut: <${el.tagName.toLowerCase()} class="${el.className}"> "${el.textContent?.trim().slice(0, 30)}" (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
      const below = [...editor.children].filter((el) => el !== toolbar && el !== host && el.getClientRects().length > 0).reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
      const room = window.innerHeight - t.height - below;
      if (Math.abs(c.height - room) > 2 || Math.abs(c.width - window.innerWidth) > 2) problems.push(`the canvas is ${Math.round(c.width)}x${Math.round(c.height)} px, the room left ${window.innerWidth}x${Math.round(room)} px`);
      return problems;
    });
  }

  /**
   * What the focus is on, as a keyboard user hears its place: the name of the group around it
   * (Mode, Canvas, Pen, Colour), else its own name (Elevation, Clear, Cancel, Done), else 'outside'.
   */
  focusedStop(): Promise<string> {
    return this.editor.evaluate((editor) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !editor.contains(el)) return `outside (${el?.tagName.toLowerCase()} "${(el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 30)}")`;
      const nameOf = (n: Element): string => {
        const by = n.getAttribute('aria-labelledby');
        if (by) return by.split(' ').map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
        const label = n.getAttribute('aria-label');
        if (label) return label;
        const labels = (n as HTMLInputElement).labels;
        if (labels?.length) return labels[0]!.textContent!.trim();
        return (n.textContent ?? '').trim();
      };
      const group = el.closest('[role="group"], [role="radiogroup"]');
      return group && editor.contains(group) ? nameOf(group) : nameOf(el);
    });
  }

  /** Presses Tab `count` times from where the focus is, naming each stop. */
  async tabStops(count: number): Promise<string[]> {
    const stops: string[] = [];
    for (let i = 0; i < count; i++) {
      await this.page.keyboard.press('Tab');
      stops.push(await this.focusedStop());
    }
    return stops;
  }

  /** The swatch that has the keyboard focus, by colour name (or ''). */
  focusedColour(): Promise<string> {
    return this.page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? '').split(' ')[0] ?? '');
  }

  async screenshot(name: string): Promise<void> {
    await this.frames();
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png` });
  }
}
