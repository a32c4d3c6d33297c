import { describe, expect, it } from 'vitest';
import { emptyDesign, addNode, ROOT_FLOW_ID } from '../../../core/map-design';
import { contentBounds, fitToBounds, hitTest, toScreen, toWorld, zoomAt } from './viewport';

describe('map canvas viewport', () => {
  it('document 2 §9: zoom stays within 0.1 to 4, around the pointer', () => {
    const v = { x: 10, y: 20, zoom: 1 };
    expect(zoomAt(v, { x: 100, y: 100 }, 100).zoom).toBe(4);
    expect(zoomAt(v, { x: 100, y: 100 }, 0.0001).zoom).toBe(0.1);
    const z = zoomAt(v, { x: 100, y: 100 }, 2);
    expect(toScreen(z, toWorld(v, { x: 100, y: 100 }))).toEqual({ x: 100, y: 100 });
  });

  it('document 2 §9: fit to bounds leaves 0.1 padding and centres the content', () => {
    const v = fitToBounds({ x: 0, y: 0, width: 800, height: 400 }, { width: 1000, height: 1000 });
    expect(v.zoom).toBeCloseTo(1);
    expect(toScreen(v, { x: 0, y: 0 })).toEqual({ x: 100, y: 300 });
    expect(toScreen(v, { x: 800, y: 400 })).toEqual({ x: 900, y: 700 });
  });

  it('hit test finds the topmost node and its resize corner', () => {
    let d = addNode(emptyDesign(), ROOT_FLOW_ID, { position: { x: 0, y: 0 } }).design;
    d = addNode(d, ROOT_FLOW_ID, { position: { x: 20, y: 20 } }).design;
    const nodes = d.flows[ROOT_FLOW_ID]!.nodes;
    expect(hitTest(nodes, { x: 30, y: 30 }, 1)).toEqual({ nodeId: '2', part: 'body' });
    expect(hitTest(nodes, { x: 5, y: 5 }, 1)).toEqual({ nodeId: '1', part: 'body' });
    expect(hitTest(nodes, { x: 58, y: 58 }, 1)).toEqual({ nodeId: '2', part: 'resize' });
    expect(hitTest(nodes, { x: 100, y: 100 }, 1)).toBeNull();
    expect(contentBounds(nodes, { width: 30, height: 20 })).toEqual({ x: 0, y: 0, width: 600, height: 400 });
  });
});
