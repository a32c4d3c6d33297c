// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { readHelpState } from '../../core/session';
import { HELP_TOPICS, SHELL_HELP } from './shell-help';
import { RecordingToasts } from '../testing/test-doubles';
import { HelpMode, HELP_BODY_CLASS, helpTipsFor } from './help-mode';

const content = [
  { key: 'shell/sidebar', title: 'Sidebar', body: 'Tabs for exploring data, setup and your account.' },
  { key: 'explorer-graph/chart', title: 'Chart', body: 'The active metric over time.' },
];

describe('help mode', () => {
  it('toggles the body class and shows the tips of the help keys in the view', () => {
    const toasts = new RecordingToasts();
    const help = new HelpMode(content, toasts, document.body);
    help.toggle(['explorer-graph/chart', 'unknown/key']);
    expect(help.on).toBe(true);
    expect(document.body.classList.contains(HELP_BODY_CLASS)).toBe(true);
    expect(help.tips(['explorer-graph/chart', 'unknown/key']).map((t) => t.title)).toEqual(['Chart']);
    help.toggle([]);
    expect(help.on).toBe(false);
    expect(document.body.classList.contains(HELP_BODY_CLASS)).toBe(false);
    expect(toasts.shown).toEqual([]);
  });

  it("a view without help shows the toast 'No Help' for 3 s and help stays off", () => {
    const toasts = new RecordingToasts();
    const help = new HelpMode(content, toasts, document.body);
    help.toggle(['unknown/key']);
    expect(help.on).toBe(false);
    expect(toasts.shown).toEqual([{ severity: 'info', summary: 'No Help', detail: 'There is no help available for the current view.', life: 3000 }]);
  });

  it('tips keep the order of the view and appear once', () => {
    expect(helpTipsFor(['explorer-graph/chart', 'shell/sidebar', 'explorer-graph/chart'], content).map((t) => t.key)).toEqual([
      'explorer-graph/chart',
      'shell/sidebar',
    ]);
  });

  it('document 3 §3/§4: the help dialog goes INACTIVE -> MODAL on open and back on hide, kept per tab; opening it ends the overlay tips', () => {
    const store = new MemoryKeyValueStore();
    const help = new HelpMode(content, new RecordingToasts(), document.body, store);
    expect(help.state.helpMode).toBe('INACTIVE');
    help.toggle(['shell/sidebar'], '/parts');
    expect(readHelpState(store)).toEqual({ helpMode: 'TOOLTIP', helpPage: '/parts', helpAnchor: null });
    help.openModal('/parts', 'shell/sidebar');
    expect([help.on, help.modalOpen, document.body.classList.contains(HELP_BODY_CLASS)]).toEqual([false, true, false]);
    expect(readHelpState(store)).toEqual({ helpMode: 'MODAL', helpPage: '/parts', helpAnchor: 'shell/sidebar' });
    // Another HelpMode on the same tab's storage (a reload) reopens the dialog.
    expect(new HelpMode(content, new RecordingToasts(), undefined, store).modalOpen).toBe(true);
    help.hideModal();
    expect(readHelpState(store).helpMode).toBe('INACTIVE');
  });

  it('document 1 §2: help blocks help-key-1 to help-key-12 all have content', () => {
    expect(HELP_TOPICS.map((t) => t.key)).toEqual(Array.from({ length: 12 }, (_, i) => `help-key-${i + 1}`));
    for (const t of [...HELP_TOPICS, ...SHELL_HELP]) expect(t.title.length * t.body.length).toBeGreaterThan(0);
  });

});
