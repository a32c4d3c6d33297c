// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RecordingToasts } from '../api/test-doubles';
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
});
