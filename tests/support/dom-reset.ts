import { afterEach } from 'vitest';

// The unit project shares each worker's module cache between files (isolate: false), so the jsdom
// document of one file is the next file's too. After every test: unmount what Testing Library
// rendered and clear what portals (dialogs, toasts, overlays) left in the body, as a fresh document
// per file would.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
});
