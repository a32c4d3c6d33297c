import { expect, type Locator, type Page } from '@playwright/test';
import { settledFaults } from '../support/layout';

/**
 * The map editor (document 2 §2) as a plant admin sees it: the entity sidebar, the canvas and the
 * node panel. `layoutProblems` reads the laid-out page and names every control that looks
 * unfinished, so a failing check says what is wrong where.
 */
export class MapEditorPage {
  readonly editor: Locator;
  readonly canvas: Locator;
  readonly panel: Locator;
  readonly nodeList: Locator;
  readonly tabs: Locator;

  constructor(private readonly page: Page) {
    this.editor = page.getByTestId('map-editor');
    this.canvas = page.getByTestId('map-editor-canvas');
    this.panel = page.getByTestId('map-editor-node-panel');
    this.nodeList = page.getByTestId('map-editor-node-list');
    this.tabs = page.getByRole('tablist', { name: 'Entity type' });
  }

  tab(name: 'MACHINES' | 'LOCATIONS'): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  /** The arrow keys move between the MACHINES and LOCATIONS tabs and choose the one they reach. */
  async expectArrowKeysMoveBetweenTabs(): Promise<void> {
    await this.tab('MACHINES').click();
    await expect(this.tab('MACHINES')).toHaveAttribute('aria-selected', 'true');
    await this.page.keyboard.press('ArrowRight');
    await expect(this.tab('LOCATIONS')).toBeFocused();
    await expect(this.tab('LOCATIONS')).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByRole('tabpanel', { name: 'LOCATIONS' })).toBeVisible();
    await this.page.keyboard.press('ArrowLeft');
    await expect(this.tab('MACHINES')).toBeFocused();
    await expect(this.tab('MACHINES')).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * The assignment filter is one radio group: a click or an arrow key chooses exactly one option,
   * and the list shows what it names (`assigned` machine keys for Assigned).
   */
  async expectFilterChoosesOne(assigned: string[]): Promise<void> {
    const filter = this.page.getByRole('radiogroup', { name: 'Assignment filter' });
    const option = (name: string) => filter.getByRole('radio', { name, exact: true });
    const machines = this.page.locator('[data-testid^="map-entity-MACHINE-"]');
    await option('Assigned').click();
    await expect(option('Assigned')).toHaveAttribute('aria-checked', 'true');
    await expect(filter.locator('[aria-checked="true"]')).toHaveCount(1);
    await expect(machines).toHaveCount(assigned.length);
    for (const key of assigned) await expect(this.page.getByTestId(`map-entity-MACHINE-${key}`)).toBeVisible();
    await this.page.keyboard.press('ArrowRight');
    await expect(option('Unassigned')).toBeFocused();
    await expect(option('Unassigned')).toHaveAttribute('aria-checked', 'true');
    await expect(filter.locator('[aria-checked="true"]')).toHaveCount(1);
    for (const key of assigned) await expect(this.page.getByTestId(`map-entity-MACHINE-${key}`)).toHaveCount(0);
    await option('All').click();
    await expect(option('All')).toHaveAttribute('aria-checked', 'true');
  }

  /** The layout's faults once a resize has settled (the canvas follows its panel a frame or two later). */
  async settledLayoutProblems(): Promise<string[]> {
    return settledFaults(() => this.layoutProblems());
  }

  /**
   * The edges of the 2D canvas (bands `band` px deep, less their corners) drawn in one flat colour:
   * no grid line, node or backdrop in them, the empty band the map leaves when it stops short of
   * its panel. Read from
   * a screenshot of the panel, decoded in the page (a pixi canvas cannot be read back itself).
   */
  async emptyCanvasEdges(band = 100): Promise<string[]> {
    // The element screenshot scrolls the canvas into view; the page's scroll is put back after it.
    const scroll = await this.page.evaluate(() => [window.scrollX, window.scrollY] as const);
    const png = (await this.canvas.screenshot()).toString('base64');
    await this.page.evaluate(([x, y]) => window.scrollTo(x, y), scroll);
    return this.page.evaluate(
      async ({ png, band }) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        const { width: w, height: h } = image;
        const flat = (x: number, y: number, bw: number, bh: number) => {
          const d = ctx.getImageData(x, y, bw, bh).data;
          for (let i = 4; i < d.length; i += 4) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) return false;
          return true;
        };
        // Each band less its two ends, which the neighbouring bands already cover.
        const edges: Array<[string, number, number, number, number]> = [
          ['left', 0, band, band, h - 2 * band],
          ['right', w - band, band, band, h - 2 * band],
          ['top', band, 0, w - 2 * band, band],
          ['bottom', band, h - band, w - 2 * band, band],
        ];
        return edges.filter(([, x, y, bw, bh]) => flat(x, y, bw, bh)).map(([name]) => `the canvas's ${name} ${band} px are empty (${w}x${h} px canvas)`);
      },
      { png, band },
    );
  }

  /**
   * What looks unfinished, one line per fault (empty when the editor is tidy). Expects one node
   * with a machine to be selected, so the node panel and the machine cards' Assign buttons show.
   */
  async layoutProblems(): Promise<string[]> {
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return this.editor.evaluate((editor) => {
      const problems: string[] = [];
      const px = (v: string) => parseFloat(v) || 0;
      const rect = (el: Element) => el.getBoundingClientRect();
      const style = (el: Element) => getComputedStyle(el);
      const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;
      const bodyFont = px(style(document.body).fontSize);
      const textRect = (root: Element, text: string): DOMRect | null => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const at = n.textContent!.indexOf(text);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(n, at);
          range.setEnd(n, at + text.length);
          return range.getBoundingClientRect();
        }
        return null;
      };
      const underlined = (el: Element) => style(el).textDecorationLine.includes('underline');
      const byName = (root: Element, selector: string, name: string | RegExp) =>
        [...root.querySelectorAll<HTMLElement>(selector)].find((el) => {
          const n = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
          return typeof name === 'string' ? n === name : name.test(n);
        });

      // The assignment filter: one segmented control, on one row, the chosen option highlighted.
      const filter = editor.querySelector('[aria-label="Assignment filter"]');
      if (!filter) problems.push('no control named "Assignment filter"');
      else {
        const options = [...filter.querySelectorAll('[role="radio"], [role="button"], button')].filter((el, i, all) => all.indexOf(el) === i && !el.parentElement?.closest('[role="radio"], [role="button"], button'));
        const tops = options.map((o) => Math.round(rect(o).top));
        if (options.length !== 3) problems.push(`the filter has ${options.length} options, not All, Assigned and Unassigned`);
        if (Math.max(...tops) - Math.min(...tops) > 1) problems.push(`the filter's options wrap onto more than one row (tops ${tops.join(', ')})`);
        const chosen = options.filter((o) => o.getAttribute('aria-checked') === 'true' || o.getAttribute('aria-pressed') === 'true');
        if (chosen.length !== 1) problems.push(`${chosen.length} filter options are marked chosen (aria-checked/aria-pressed), not exactly one`);
        else {
          const look = style(chosen[0]).backgroundColor;
          const alike = options.filter((o) => o !== chosen[0] && style(o).backgroundColor === look);
          if (alike.length) problems.push(`the chosen filter "${chosen[0].textContent}" looks like the others (background ${look})`);
        }
        if (filter.scrollWidth > filter.clientWidth + 1) problems.push(`the filter is cut (${filter.scrollWidth} > ${filter.clientWidth} px)`);
      }

      // The MACHINES and LOCATIONS tabs: readable at the body size.
      for (const tab of editor.querySelectorAll('[role="tablist"][aria-label="Entity type"] [role="tab"]')) {
        const size = px(style(tab).fontSize);
        if (size < bodyFont) problems.push(`tab ${tab.textContent} is ${size} px text, below the body's ${bodyFont} px`);
      }

      // The Custom node card: icon, name and its Add button on one line; the action a button, not a link.
      const custom = editor.querySelector('[data-testid="map-editor-custom-node"]');
      const add = custom && byName(custom, 'button', 'Add');
      const icon = custom?.querySelector('.pi');
      const customName = custom && textRect(custom, 'Custom node');
      if (!custom || !add || !icon || !customName) problems.push('the Custom node card lacks its icon, name or Add button');
      else {
        const mid = (r: DOMRect) => r.top + r.height / 2;
        if (!near(mid(rect(icon)), mid(customName), 4) || !near(mid(rect(add)), mid(customName), 6)) {
          problems.push(`the Custom node card's icon, name and Add are not on one line (middles ${[rect(icon), customName, rect(add)].map((r) => Math.round(mid(r))).join(', ')})`);
        }
        if (underlined(add)) problems.push('the Custom node card\'s Add is an underlined link');
      }

      // Machine cards: the Assign button right of the name, the key line muted and smaller.
      for (const card of editor.querySelectorAll('[data-testid^="map-entity-MACHINE-"]')) {
        const assign = byName(card, 'button', /^Assign/);
        const texts: Text[] = [];
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim() && !n.parentElement?.closest('button')) texts.push(n as Text);
        const name = texts[0]?.parentElement;
        const detail = card.querySelector('small');
        const label = card.getAttribute('data-testid');
        if (!assign || !name || !detail || name === detail) {
          problems.push(`${label} lacks its name, key line or Assign button`);
          continue;
        }
        const nameBox = textRect(name, texts[0]!.textContent!.trim())!;
        if (rect(assign).left < nameBox.right - 1 || rect(assign).top > nameBox.bottom) problems.push(`${label}: Assign is not right of the name on its line`);
        if (underlined(assign)) problems.push(`${label}: Assign is an underlined link`);
        if (style(detail).color === style(name).color || px(style(detail).fontSize) >= px(style(name).fontSize)) problems.push(`${label}: the key line is not muted`);
      }

      // The node panel: X, Y, Width and Height look like the Label input and fill their columns.
      const panel = editor.querySelector('[data-testid="map-editor-node-panel"]')!;
      const control = (text: string) => [...panel.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)?.control ?? null;
      const labelInput = control('Label');
      const [x, y, w, h] = ['X', 'Y', 'Width', 'Height'].map(control);
      if (!labelInput || !x || !y || !w || !h) problems.push('the node panel lacks a labelled X, Y, Width, Height or Label input');
      else {
        const want = style(labelInput);
        for (const [name, input] of [['X', x], ['Y', y], ['Width', w], ['Height', h]] as const) {
          const got = style(input);
          for (const prop of ['backgroundColor', 'color', 'borderTopColor', 'fontSize'] as const) {
            if (got[prop] !== want[prop]) problems.push(`${name}'s ${prop} is ${got[prop]}, the Label input's ${want[prop]}`);
          }
          if (!near(rect(input).height, rect(labelInput).height, 1)) problems.push(`${name} is ${Math.round(rect(input).height)} px high, Label ${Math.round(rect(labelInput).height)} px`);
        }
        const l = rect(labelInput);
        if (!near(rect(x).left, l.left, 1) || !near(rect(w).left, l.left, 1)) problems.push('X and Width do not start where Label starts');
        if (!near(rect(y).right, l.right, 1) || !near(rect(h).right, l.right, 1)) problems.push('Y and Height do not end where Label ends');
        if (!near(rect(x).width, rect(y).width, 1)) problems.push('X and Y are not equally wide');
      }

      // The Machine slot: the remove button on the machine's line, at its right end.
      const slot = panel.querySelector('[aria-label="Machine slot"]');
      const remove = slot && byName(slot, 'button', 'Remove the machine');
      if (slot && remove) {
        const nameLine = slot.querySelector('.map-drop-value, span:not(.map-drop-label)');
        const line = nameLine ? rect(nameLine) : null;
        const s = style(slot);
        const inner = rect(slot).right - px(s.borderRightWidth) - px(s.paddingRight);
        const r = rect(remove);
        if (!line || r.top > line.top + line.height / 2 || r.bottom < line.top + line.height / 2) problems.push('the machine\'s remove button is not on the machine\'s line');
        if (!near(r.right, inner, 2)) problems.push(`the machine's remove button is not at the slot's right end (${Math.round(r.right)} vs ${Math.round(inner)})`);
      }

      // Zoom directions: a compact list, one direction and its actions per line.
      const heading = [...panel.querySelectorAll('h2, h3, h4')].find((el) => el.textContent?.trim() === 'Zoom directions');
      const rows = heading ? [...(heading.nextElementSibling?.querySelectorAll(':scope > li, :scope > tr, :scope tbody > tr') ?? [])] : [];
      if (rows.length !== 5) problems.push(`the zoom directions have ${rows.length} rows, not N, E, S, W and T`);
      for (let i = 1; i < rows.length; i++) {
        const pitch = rect(rows[i]).top - rect(rows[i - 1]).top;
        if (pitch > 2.25 * bodyFont) problems.push(`zoom direction rows are ${Math.round(pitch)} px apart (more than ${2.25 * bodyFont})`);
      }

      // Nothing in the side panels is cut.
      for (const root of [panel, editor.querySelector('.map-entities, [aria-label="Machines and locations"]')]) {
        for (const el of root?.querySelectorAll<HTMLElement>('*') ?? []) {
          if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLInputElement)) {
            problems.push(`cut: <${el.tagName.toLowerCase()} class="${el.className}"> "${el.textContent?.trim().slice(0, 30)}" (${el.scrollWidth} > ${el.clientWidth} px)`);
          }
        }
      }

      // The list of the level's nodes: body-size text.
      const list = editor.querySelector('[data-testid="map-editor-node-list"]')!;
      for (const el of list.querySelectorAll('h2, li button')) {
        const size = px(style(el).fontSize);
        if (size < bodyFont) problems.push(`node list "${el.textContent?.slice(0, 20)}" is ${size} px text, below the body's ${bodyFont} px`);
      }

      // The canvas fills its panel, and the panel its column.
      const host = editor.querySelector<HTMLElement>('[data-testid="map-editor-canvas"]');
      const canvas = host?.querySelector('canvas');
      if (host && canvas) {
        const c = rect(canvas);
        if (!near(c.width, host.clientWidth, 2) || !near(c.height, host.clientHeight, 2)) {
          problems.push(`the canvas is ${Math.round(c.width)}x${Math.round(c.height)} px in a ${host.clientWidth}x${host.clientHeight} px panel`);
        }
        const column = host.parentElement!;
        const room = column.clientWidth - px(style(column).paddingLeft) - px(style(column).paddingRight);
        if (!near(host.clientWidth, room, 2)) problems.push(`the canvas panel is ${host.clientWidth} px in a column with ${room} px of room`);
      }
      return problems;
    });
  }
}
