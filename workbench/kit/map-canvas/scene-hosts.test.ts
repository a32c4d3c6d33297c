// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sceneHosts } from './scene-hosts';

describe('a 3D map scene needs its elements (document 1 §8, document 2 §8)', () => {
  const div = () => document.createElement('div');

  it('document 2 §8: a missing canvas container throws an internal error', () => {
    expect(() => sceneHosts(null, div())).toThrow('Map canvas container element not found');
  });

  it("document 1 §8: a missing overlay host throws 'Overlay not available! Check App.vue!'", () => {
    expect(() => sceneHosts(div(), null)).toThrow('Overlay not available! Check App.vue!');
  });

  it('both present: the scene gets them', () => {
    const container = div();
    const overlayHost = div();
    expect(sceneHosts(container, overlayHost)).toEqual({ container, overlayHost });
  });
});
