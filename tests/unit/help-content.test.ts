import { describe, expect, it } from 'vitest';
import { plugins } from '../../plugins';
import { RecordingToasts } from '../../workbench/testing/test-doubles';
import { HelpMode } from '../../workbench/shell/help-mode';
import { HELP_TOPICS, SHELL_HELP } from '../../workbench/shell/shell-help';

const content = [...SHELL_HELP, ...HELP_TOPICS, ...plugins.flatMap((p) => p.contributes.helpKeys ?? [])];

describe('help content (document 1 §2, issue 13)', () => {
  it("the Graph dashboard's help key has content, so help mode on it never says 'No Help'", () => {
    const toasts = new RecordingToasts();
    const help = new HelpMode(content, toasts, undefined);
    help.toggle(['explorer-graph/dashboard']);
    expect([help.on, toasts.shown]).toEqual([true, []]);
  });

  it.each(['settings-entities/tree', 'settings-metric-setup/metrics', 'settings-parts/parts', 'settings-shifts/shifts', 'settings-reasons/reasons'])('the setup screen key %s has help', (key) => {
    expect(content.find((c) => c.key === key)?.body.length).toBeGreaterThan(40);
  });

  it('help keys are unique across the shell, the topics and every plugin', () => {
    const keys = content.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // 'No Help' only where a view truly has none: Model mode's placeholder (a heading and one sentence).
  it.each(plugins.filter((p) => p.id !== 'explorer-model' && ((p.contributes.routes ?? []).some((r) => r.access !== 'public') || (p.contributes.explorerModes ?? []).length > 0)).map((p) => p.id))(
    'issue 13: every screen has help: the plugin %s has help content',
    (id) => {
      const plugin = plugins.find((p) => p.id === id)!;
      expect((plugin.contributes.helpKeys ?? []).length).toBeGreaterThan(0);
    },
  );
});

