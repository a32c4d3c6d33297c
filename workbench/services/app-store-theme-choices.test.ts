// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { createAppStore, PRIMARY_COLOURS } from '../../core/session';
import { AppStoreThemeChoices } from './app-store-theme-choices';

function setup() {
  const local = new MemoryKeyValueStore();
  const root = document.createElement('html');
  return { local, root, choices: new AppStoreThemeChoices(createAppStore(local), root) };
}

describe('theme choices (document 3 §3)', () => {
  it.each(PRIMARY_COLOURS)('primary colour %s is stored in the app store and applied at once', (colour) => {
    const { local, root, choices } = setup();
    choices.set({ primaryColor: colour });
    expect(root.dataset['primary']).toBe(colour);
    expect(createAppStore(local).value.primaryColor).toBe(colour); // persisted: a new store reads it back
  });

  it.each([
    ['gray1', 'gray1'],
    ['gray6', 'gray6'],
    ['gray7', 'gray1'],
    ['slate', 'gray1'],
  ])('surface %s becomes %s (an unknown surface falls back to gray1)', (asked, applied) => {
    const { root, choices } = setup();
    choices.set({ surfaceColor: asked });
    expect(choices.current.surfaceColor).toBe(applied);
    expect(root.dataset['surface']).toBe(applied);
  });

  it('switches between the dark and the light theme', () => {
    const { root, choices } = setup();
    choices.set({ theme: 'light' });
    expect(root.dataset['theme']).toBe('light');
    choices.set({ theme: 'dark' });
    expect(choices.current.theme).toBe('dark');
  });

  it('refuses an unknown primary colour or theme with a clear error and changes nothing', () => {
    const { root, choices } = setup();
    choices.set({ primaryColor: 'teal' });
    expect(() => choices.set({ primaryColor: 'magenta', theme: 'light' })).toThrow("Unknown primary colour 'magenta'.");
    expect(() => choices.set({ theme: 'sepia' })).toThrow("Unknown theme 'sepia': choose dark or light.");
    expect(choices.current).toMatchObject({ primaryColor: 'teal', theme: 'dark' });
    expect(root.dataset['theme']).toBe('dark');
  });

  it('theme$ follows every change', () => {
    const { choices } = setup();
    const seen: string[] = [];
    const sub = choices.theme$.subscribe((t) => seen.push(`${t.theme}/${t.primaryColor}/${t.surfaceColor}`));
    choices.set({ primaryColor: 'rose' });
    choices.set({ theme: 'light', surfaceColor: 'gray2' });
    sub.unsubscribe();
    expect(seen).toEqual(['dark/sky/gray3', 'dark/rose/gray3', 'light/rose/gray2']);
  });
});
