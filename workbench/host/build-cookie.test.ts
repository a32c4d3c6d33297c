import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import type { Build } from '../../core/session';
import { applyBuildSwitch } from './build-cookie';

describe('build switch (document 3 §4): on a mismatch the cookie is rewritten and the page reloads', () => {
  it('rewrites the cookie and reloads once; a matching cookie does nothing', () => {
    const tab = new MemoryKeyValueStore();
    const written: Build[] = [];
    let reloads = 0;
    expect(applyBuildSwitch({ action: 'rewrite-and-reload', cookie: 'dist' }, tab, () => reloads++, (b) => written.push(b))).toBe(true);
    expect([written, reloads]).toEqual([['dist'], 1]);
    expect(applyBuildSwitch({ action: 'keep' }, tab, () => reloads++, (b) => written.push(b))).toBe(false);
    expect(reloads).toBe(1);
  });

  it('a cookie the browser will not keep does not reload the tab forever', () => {
    const tab = new MemoryKeyValueStore();
    let reloads = 0;
    const ignore = () => undefined;
    applyBuildSwitch({ action: 'rewrite-and-reload', cookie: 'dist' }, tab, () => reloads++, ignore);
    expect(applyBuildSwitch({ action: 'rewrite-and-reload', cookie: 'dist' }, tab, () => reloads++, ignore)).toBe(false);
    expect(reloads).toBe(1);
  });
});
