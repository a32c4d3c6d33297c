import { describe, expect, it } from 'vitest';
import { emptyDesign, addNode, ROOT_FLOW_ID } from '../../../core/map-design';
import { contentBounds, fitToBounds, gridBounds, gridCells, gridStep, hitTest, toScreen, toWorld, zoomAt } from './viewport';

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

describe('the 2D grid covers what the canvas shows', () => {
  const content = { width: 600, height: 400 };
  it('reaches the canvas edges when zoomed out on a wide canvas (it stopped 40 cells past the content)', () => {
    const v = { x: 1200, y: 700, zoom: 0.1 };
    const b = gridBounds(content, v, { width: 2560, height: 1440 });
    expect(toWorld(v, { x: 0, y: 0 }).x).toBeGreaterThanOrEqual(b.x0);
    expect(toWorld(v, { x: 0, y: 0 }).y).toBeGreaterThanOrEqual(b.y0);
    expect(toWorld(v, { x: 2560, y: 1440 }).x).toBeLessThanOrEqual(b.x1);
    expect(toWorld(v, { x: 2560, y: 1440 }).y).toBeLessThanOrEqual(b.y1);
  });
  it('keeps its margin of 40 cells around the content when the view shows less', () => {
    const b = gridBounds(content, { x: 0, y: 0, zoom: 4 }, { width: 800, height: 600 });
    expect(b.x0).toBeLessThanOrEqual(-800);
    expect(b.x1).toBeGreaterThanOrEqual(600 + 800);
  });
  it('panning a little keeps the same box (no redraw on every pointer move)', () => {
    const canvas = { width: 1440, height: 900 };
    expect(gridBounds(content, { x: 100, y: 80, zoom: 0.5 }, canvas)).toEqual(gridBounds(content, { x: 103, y: 82, zoom: 0.5 }, canvas));
  });
  it('zoomed far out, every 5th or 10th line is drawn, at least 8 px apart on screen', () => {
    expect([gridStep(1), gridStep(0.4), gridStep(0.3), gridStep(0.1)]).toEqual([20, 20, 100, 100]);
    for (const zoom of [0.1, 0.25, 0.4, 1, 4]) expect(gridStep(zoom) * zoom).toBeGreaterThanOrEqual(8);
  });
  it('the backdrop editor\'s grid: the fewest cells apart that keep its lines 8 px apart, up to every 100th', () => {
    expect([gridCells(30), gridCells(8), gridCells(5), gridCells(1), gridCells(0.05)]).toEqual([1, 1, 2, 10, 100]);
  });
});
