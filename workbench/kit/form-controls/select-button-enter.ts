import type { KeyboardEvent } from 'react';

/**
 * For PrimeReact's SelectButton `pt.button`: its items are toggle buttons (role button,
 * aria-pressed), and Enter presses one as Space does; PrimeReact answers Space and the arrow keys only.
 */
export const PRESS_ON_ENTER = {
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.currentTarget.click();
  },
};
