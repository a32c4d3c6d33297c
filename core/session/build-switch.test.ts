import { describe, expect, it } from 'vitest';
import { buildSwitch, expectedBuild } from './build-switch';

describe('build switch (document 3 §4)', () => {
  it.each([
    ['unauthenticated: sigma, even for a big-brain profile left in storage', false, { is_bigbrain: true }, 'sigma'],
    ['authenticated: sigma for an ordinary profile', true, { is_bigbrain: false }, 'sigma'],
    ['authenticated: sigma while the profile is not loaded', true, undefined, 'sigma'],
    ['authenticated with is_bigbrain: dist', true, { is_bigbrain: true }, 'dist'],
  ])('%s', (_rule, auth, profile, expected) => {
    expect(expectedBuild(auth, profile)).toBe(expected);
  });

  it.each([
    ['sigma', false, undefined, { action: 'keep' }],
    ['dist', true, { is_bigbrain: true }, { action: 'keep' }],
    ['dist', false, undefined, { action: 'rewrite-and-reload', cookie: 'sigma' }],
    ['sigma', true, { is_bigbrain: true }, { action: 'rewrite-and-reload', cookie: 'dist' }],
    [undefined, true, { is_bigbrain: true }, { action: 'rewrite-and-reload', cookie: 'dist' }],
  ])('cookie %j (authenticated %s) -> %j: a mismatch rewrites the cookie and reloads', (cookie, auth, profile, expected) => {
    expect(buildSwitch(cookie, auth, profile)).toEqual(expected);
  });

  it.each([
    [undefined, false, undefined],
    [null, true, { is_bigbrain: false }],
  ])('no cookie yet (%j, authenticated %s): the page is the sigma build already, so sigma is written without a reload', (cookie, auth, profile) => {
    expect(buildSwitch(cookie, auth, profile)).toEqual({ action: 'write', cookie: 'sigma' });
  });
});
