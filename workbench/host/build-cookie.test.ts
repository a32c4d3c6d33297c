// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readBuildCookie, writeBuildCookie } from './build-cookie';

describe('build switch cookie', () => {
  it('reads the build among other cookies', () => {
    expect(readBuildCookie('a=1; build=dist; b=2')).toBe('dist');
    expect(readBuildCookie('a=1')).toBeNull();
  });
  it('writes the build for the whole site', () => {
    writeBuildCookie('sigma');
    expect(readBuildCookie()).toBe('sigma');
  });
});
