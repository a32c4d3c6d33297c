import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A user with the keyboard alone: Tab (or Shift+Tab) walks to a control, and the control that has
 * the focus shows it (an outline or a box-shadow that is not transparent, read from the computed
 * style; a visually hidden input of PrimeReact's, a dropdown's, checkbox's or radio's, shows it on
 * the box drawn for it).
 */
export class KeyboardUser {
  constructor(private readonly page: Page) {}

  /** Presses Tab (Shift+Tab with backwards) until `target` (or a control inside it) has the focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {}): Promise<void> {
    const key = backwards ? 'Shift+Tab' : 'Tab';
    const passed: string[] = [];
    for (let i = 0; i <= max; i++) {
      if (await target.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 10_000 })) return;
      if (i === max) break;
      await this.page.keyboard.press(key);
      passed.push(await this.focusedName());
    }
    throw new Error(`${String(target)} not reached by ${max} presses of ${key}; the focus passed ${passed.slice(-15).join(' > ')}`);
  }

  /**
   * Types a wall clock ('2026-11-26T19:20') into the focused datetime-local input as a user of an
   * en-US browser does: month, day and year (Tab leaves the year, which takes six digits), then the
   * hour and minute on the 12-hour clock, then A or P. The focus must be on the input's first field.
   */
  async typeDateTime(wallClock: string): Promise<void> {
    const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock)!;
    const h = Number(hour);
    await this.page.keyboard.type(`${month}${day}${year}`);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(`${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}${minute}${h < 12 ? 'A' : 'P'}`);
  }

  /** Presses a key and returns nothing; the step reads as what a user does. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** The focused element has a visible focus indicator (polled: themes fade the ring in). */
  async expectFocusVisible(what: string): Promise<void> {
    await expect.poll(() => this.focusIndicator(), { message: `a visible focus indicator on ${what} (focused: ${await this.focusedName()}; ${await this.rawFocusStyle()})`, timeout: 3_000 }).not.toBe('');
  }

  /** The focused element's indicator ('outline …' or 'box-shadow …'), or '' when it shows none. */
  focusIndicator(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return '';
      const indicator = (e: Element): string => {
        const s = getComputedStyle(e);
        if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
        if (s.boxShadow === 'none') return '';
        // Each shadow: some colour that is not transparent (rgba(), color(srgb … / a), transparent), and some length above zero.
        const alphaOf = (shadow: string): number => {
          if (/color-mix\(/.test(shadow)) return 1; // left unresolved: a mix with a colour shows
          if (/\btransparent\b/.test(shadow)) return 0;
          const rgba = /rgba\([^)]*,\s*([\d.]+)\)/.exec(shadow);
          if (rgba) return Number(rgba[1]);
          const slash = /\/\s*([\d.]+)(%?)\s*\)/.exec(shadow);
          if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
          return 1;
        };
        const shadows = s.boxShadow.split(/,(?![^(]*\))/);
        const seen = shadows.some((sh) => {
          const lengths = [...sh.replace(/(rgba?|color)\([^)]*\)/g, '').matchAll(/(-?[\d.]+)px/g)].map((m) => Math.abs(Number(m[1])));
          return alphaOf(sh) > 0 && lengths.some((n) => n > 0);
        });
        return seen ? `box-shadow ${s.boxShadow}` : '';
      };
      // A hidden input (PrimeReact's dropdown, checkbox, radio): a ring on it would not be seen, the drawn box must show the focus.
      const hidden = el.closest('.p-hidden-accessible') || (el instanceof HTMLInputElement && getComputedStyle(el).opacity === '0');
      if (!hidden) return indicator(el);
      const control = el.closest('.p-dropdown, .p-checkbox, .p-radiobutton');
      const box = control?.querySelector('.p-checkbox-box, .p-radiobutton-box') ?? control;
      return box ? indicator(box) : '';
    });
  }

  private rawFocusStyle(): Promise<string> {
    return this.page.evaluate(() => {
      const s = document.activeElement ? getComputedStyle(document.activeElement) : null;
      return s ? `outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}; box-shadow: ${s.boxShadow}` : '';
    });
  }

  /** The focused element as a short name, for messages: tag, role and accessible text. */
  focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'BODY';
      const labelledBy = el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      const name = el.getAttribute('aria-label') ?? labelledBy ?? ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent?.trim().slice(0, 30) || '');
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${el.id ? `#${el.id}` : ''} "${name}"`;
    });
  }
}
