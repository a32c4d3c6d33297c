// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { createAppStore } from '../../core/session';
import { applyStartupTheme } from './theme';

describe('theme at start', () => {
  it('is forced to dark, blue, gray4 whatever was stored', () => {
    const store = createAppStore(new MemoryKeyValueStore());
    store.update({ theme: 'light', primaryColor: 'rose', surfaceColor: 'gray1' });
    applyStartupTheme(store);
    expect(store.value).toMatchObject({ theme: 'dark', primaryColor: 'blue', surfaceColor: 'gray4' });
    expect(document.documentElement.dataset).toMatchObject({ theme: 'dark', primary: 'blue', surface: 'gray4' });
  });
});
