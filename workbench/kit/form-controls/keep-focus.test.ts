// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepFocusThrough } from './keep-focus';

/** A setup screen as the pages render it: a create button in the header, rows with Edit and Remove. */
function screen(names: string[]): void {
  document.body.innerHTML = `
    <section class="setup-page">
      <header class="setup-page-header"><h2>Reasons</h2><button>New Reason</button></header>
      <table><tbody>${names.map((n) => `<tr data-name="${n}"><td>${n}</td><td><button aria-label="Edit ${n}"></button><button aria-label="Remove ${n}"></button></td></tr>`).join('')}</tbody></table>
    </section>`;
}
const button = (label: string) => document.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!;
/** The removal as the page sees it: the row leaves the table, and with it the focused button. */
const removeRow = (name: string) => async () => {
  document.querySelector(`tr[data-name="${name}"]`)!.remove();
  return true;
};
const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';

describe('keepFocusThrough', () => {
  beforeEach(() => screen(['Jam', 'Setup', 'Tooling']));

  it("puts the focus on the same button of the row that took the removed row's place", async () => {
    button('Remove Setup').focus();
    await keepFocusThrough(button('Remove Setup'), removeRow('Setup'));
    expect(focused()).toBe('Remove Tooling');
  });

  it('goes to the row above when the last row went', async () => {
    button('Remove Tooling').focus();
    await keepFocusThrough(button('Remove Tooling'), removeRow('Tooling'));
    expect(focused()).toBe('Remove Setup');
  });

  it("goes to the screen's create button when the table is empty, else to its heading", async () => {
    screen(['Jam']);
    await keepFocusThrough(button('Remove Jam'), removeRow('Jam'));
    expect(focused()).toBe('New Reason');
    screen(['Jam']);
    document.querySelector('header button')!.remove();
    await keepFocusThrough(button('Remove Jam'), removeRow('Jam'));
    expect(document.activeElement?.tagName).toBe('H2');
  });

  it("goes to the caller's fallback (a list's empty note) when no row is left, before the screen's create button", async () => {
    screen(['Jam']);
    const note = () => document.querySelector<HTMLElement>('.empty-note');
    const removeAndSayEmpty = async () => {
      await removeRow('Jam')();
      document.querySelector('table')!.insertAdjacentHTML('afterend', '<p class="empty-note" tabindex="-1">Nothing here.</p>');
      return true;
    };
    await keepFocusThrough(button('Remove Jam'), removeAndSayEmpty, { fallback: note });
    expect(document.activeElement).toBe(note());
    // With rows left, the neighbour's button still comes first; without a note, the create button.
    screen(['Jam', 'Setup']);
    await keepFocusThrough(button('Remove Jam'), removeRow('Jam'), { fallback: note });
    expect(focused()).toBe('Remove Setup');
    screen(['Jam']);
    await keepFocusThrough(button('Remove Jam'), removeRow('Jam'), { fallback: note });
    expect(focused()).toBe('New Reason');
  });

  it('leaves the focus alone when nothing was removed (No in the confirmation) and answers the action', async () => {
    button('Edit Jam').focus();
    expect(await keepFocusThrough(button('Remove Setup'), async () => false)).toBe(false);
    expect(focused()).toBe('Edit Jam');
  });
});
