import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import type { Build } from '../../core/session';
import { applyBuildSwitch, applySignedOutBuild } from './build-cookie';

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

  it('signed out the build cookie is sigma: a dist cookie left by a big-brain session is rewritten and the page reloads once', () => {
    const tab = new MemoryKeyValueStore();
    const written: Build[] = [];
    let reloads = 0;
    expect(applySignedOutBuild('dist', tab, () => reloads++, (b) => written.push(b))).toBe(true);
    // After the reload the cookie matches; were it refused, the tab still does not reload again.
    expect(applySignedOutBuild('sigma', tab, () => reloads++, (b) => written.push(b))).toBe(false);
    expect(applySignedOutBuild('dist', tab, () => reloads++, (b) => written.push(b))).toBe(false);
    expect([written, reloads]).toEqual([['sigma', 'sigma'], 1]);
  });

  it('signed out, a first visit without the cookie gets sigma written and no reload', () => {
    const tab = new MemoryKeyValueStore();
    const written: Build[] = [];
    let reloads = 0;
    expect(applySignedOutBuild(null, tab, () => reloads++, (b) => written.push(b))).toBe(false);
    expect([written, reloads]).toEqual([['sigma'], 0]);
  });
});
