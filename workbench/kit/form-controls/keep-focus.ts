/** Animation frames waited for the table to drop the removed row (React commits within one or two). */
const FRAMES_TO_WAIT = 10;

const nextFrame = () => new Promise<void>((done) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => done()) : setTimeout(done, 16)));

const rowsWithButtons = (table: Element) => [...table.querySelectorAll('tbody > tr')].filter((r) => r.querySelector('button'));

/**
 * Runs an action that may remove the row of the button that started it (a row's Remove), and when
 * the row went, puts the focus where the button was: on the same button of the row that took its
 * place (of the row above when the last row went), else on the caller's `fallback` (a list's
 * empty note), else on the screen's create button, else on its heading. Without it the focus fell
 * to the page's body with the button, and a keyboard user started again from the top of the page.
 */
export async function keepFocusThrough<T>(trigger: HTMLElement, action: () => Promise<T>, options: { fallback?: () => HTMLElement | null } = {}): Promise<T> {
  const table = trigger.closest('table');
  const row = trigger.closest('tr');
  const rowIndex = table && row ? rowsWithButtons(table).indexOf(row) : -1;
  const buttonIndex = row ? [...row.querySelectorAll('button')].indexOf(trigger as HTMLButtonElement) : -1;
  // 'Remove' of 'Remove Press 01': the neighbour's button of the same kind, wherever it sits in its row.
  const verb = (trigger.getAttribute('aria-label') ?? '').split(' ')[0] ?? '';
  const screen = trigger.closest('.setup-page');
  const result = await action();
  for (let i = 0; i < FRAMES_TO_WAIT && trigger.isConnected; i++) await nextFrame();
  if (trigger.isConnected) return result; // nothing was removed: the focus is where the user left it
  const active = document.activeElement;
  // Moved by the user meanwhile (somewhere still on the page, outside a closing dialog): left alone.
  if (active && active !== document.body && active.isConnected && !active.closest('.p-dialog')) return result;
  focusReplacement(table, rowIndex, { index: buttonIndex, verb }, options.fallback, screen);
  return result;
}

function focusReplacement(table: Element | null, rowIndex: number, same: { index: number; verb: string }, fallback: (() => HTMLElement | null) | undefined, screen: Element | null): void {
  if (table?.isConnected && rowIndex >= 0) {
    const rows = rowsWithButtons(table);
    const neighbour = rows[Math.min(rowIndex, rows.length - 1)];
    const buttons = neighbour ? [...neighbour.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')] : [];
    const button = (same.verb && buttons.find((b) => b.getAttribute('aria-label')?.startsWith(`${same.verb} `))) || buttons[same.index] || buttons[buttons.length - 1];
    if (button) return button.focus();
  }
  const note = fallback?.();
  if (note?.isConnected) return note.focus();
  const create = screen?.querySelector<HTMLButtonElement>('.setup-page-header button:not(:disabled)');
  if (create) return create.focus();
  const heading = screen?.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}
