import { describe, expect, it } from 'vitest';
import type { TrafficLight } from '../metrics/traffic-light';
import { LABEL_DOT_PX, LABEL_GAP_PX, layoutLabels, type LabelAnchor, type LabelBox, type PlacedLabel } from './label-layout';

const VIEW = { width: 800, height: 600 };
const CARD = { width: 120, height: 50 };

function anchor(id: string, x: number, y: number, extra: Partial<LabelAnchor> = {}): LabelAnchor {
  return { id, x, y, inFront: true, ...CARD, zone: null, depth: 10, ...extra };
}

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const byId = (labels: readonly PlacedLabel[]) => Object.fromEntries(labels.map((l) => [l.id, l]));
const cards = (labels: readonly PlacedLabel[]) => labels.filter((l) => l.state !== 'dot');

describe('node labels of the 3D map (document 2 §3 Map design)', () => {
  it('document 2 §3: a label with room is "standard": its card centred just above its anchor', () => {
    const { labels, hidden } = layoutLabels([anchor('1', 400, 300)], VIEW);
    expect(hidden).toEqual([]);
    expect(labels).toEqual([{ id: '1', state: 'standard', anchor: { x: 400, y: 300 }, box: { x: 340, y: 300 - LABEL_GAP_PX - 50, width: 120, height: 50 } }]);
  });

  it('document 2 §3: a label whose spot above is taken becomes an "arrow" at a free spot, with a leader from the card to its anchor', () => {
    const { labels } = layoutLabels([anchor('1', 400, 300), anchor('2', 420, 310, { depth: 20 })], VIEW);
    const { 1: first, 2: second } = byId(labels);
    expect(first!.state).toBe('standard');
    expect(second!.state).toBe('arrow');
    expect(overlaps(first!.box, second!.box)).toBe(false);
    expect(second!.leader!.to).toEqual({ x: 420, y: 310 });
    // The leader starts on the card's edge: the card point nearest to the anchor.
    const { from } = second!.leader!;
    const box = second!.box;
    expect(from.x >= box.x && from.x <= box.x + box.width && from.y >= box.y && from.y <= box.y + box.height).toBe(true);
    expect(from.x === box.x || from.x === box.x + box.width || from.y === box.y || from.y === box.y + box.height).toBe(true);
  });

  it('document 2 §3: a label with no free spot for its card is a "dot" at its anchor', () => {
    // The viewport is narrower than the card: no spot fits it.
    const { labels } = layoutLabels([anchor('1', 50, 80)], { width: 100, height: 160 });
    expect(labels).toEqual([{ id: '1', state: 'dot', anchor: { x: 50, y: 80 }, box: { x: 50 - LABEL_DOT_PX / 2, y: 80 - LABEL_DOT_PX / 2, width: LABEL_DOT_PX, height: LABEL_DOT_PX } }]);
  });

  it('document 2 §3: a card never covers the viewport edge; near the top edge the card goes beside or below its anchor instead', () => {
    const { labels } = layoutLabels([anchor('1', 400, 20)], VIEW);
    expect(labels[0]!.state).toBe('arrow');
    expect(labels[0]!.box.y).toBeGreaterThanOrEqual(0);
  });

  it('document 2 §3: a card never covers another node\'s dot', () => {
    // Node 1's card is wider than the view, so it is a dot; node 2's spot above would cover that dot.
    const { labels } = layoutLabels([anchor('1', 400, 280, { zone: 'red', width: 1000 }), anchor('2', 400, 300)], VIEW);
    const { 1: dot, 2: other } = byId(labels);
    expect(dot!.state).toBe('dot');
    expect(other!.state).toBe('arrow');
    expect(overlaps(other!.box, dot!.box)).toBe(false);
  });

  it('document 2 §3: an arrow\'s leader never cuts through another card', () => {
    // Ten small labels on one anchor: the spot higher above the first card is free, but its
    // leader would run through that card.
    const anchors = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((id) => anchor(id, 400, 300, { width: 60, height: 20 }));
    const { labels } = layoutLabels(anchors, VIEW);
    const shown = cards(labels);
    for (const l of shown.filter((x) => x.leader)) {
      for (const other of shown.filter((x) => x.id !== l.id)) {
        // Sample the leader: no point of it lies strictly inside another card.
        for (let t = 0; t <= 1; t += 0.02) {
          const p = { x: l.leader!.from.x + t * (l.leader!.to.x - l.leader!.from.x), y: l.leader!.from.y + t * (l.leader!.to.y - l.leader!.from.y) };
          const inside = p.x > other.box.x && p.x < other.box.x + other.box.width && p.y > other.box.y && p.y < other.box.y + other.box.height;
          expect(inside, `the leader of ${l.id} crosses the card of ${other.id}`).toBe(false);
        }
      }
    }
    expect(labels.filter((l) => l.state === 'arrow').length).toBeGreaterThan(0);
  });

  it.each<[string, Array<TrafficLight | null>]>([
    ['red before yellow, green and no data', [null, 'green', 'yellow', 'red']],
    ['yellow before green and no data', [null, 'green', 'yellow']],
    ['green before no data', [null, 'green']],
  ])('document 2 §3: the worst zone keeps its full label: %s', (_, zones) => {
    // Every label wants the same spot, and the viewport has room for one card above the anchors only.
    const anchors = zones.map((zone, i) => anchor(String(i + 1), 60, 62, { zone, depth: i }));
    const { labels } = layoutLabels(anchors, { width: 120, height: 70 });
    const order = [...zones].sort((a, b) => ['red', 'yellow', 'green', null].indexOf(a) - ['red', 'yellow', 'green', null].indexOf(b));
    expect(labels.map((l) => anchors.find((a) => a.id === l.id)!.zone)).toEqual(order);
    expect(labels.map((l) => l.state)).toEqual(['standard', ...zones.slice(1).map(() => 'dot')]);
  });

  it('document 2 §3: in the same zone the label nearer to the camera wins, then the lower id, whatever the input order', () => {
    const view = { width: 120, height: 70 };
    const near = layoutLabels([anchor('1', 60, 62, { depth: 30 }), anchor('2', 60, 62, { depth: 5 })], view);
    expect(near.labels.map((l) => [l.id, l.state])).toEqual([['2', 'standard'], ['1', 'dot']]);
    const tie = [anchor('10', 60, 62), anchor('9', 60, 62), anchor('2', 60, 62)];
    for (const input of [tie, [...tie].reverse()]) {
      expect(layoutLabels(input, view).labels.map((l) => [l.id, l.state])).toEqual([['2', 'standard'], ['9', 'dot'], ['10', 'dot']]);
    }
  });

  it('document 2 §3: anchors behind the camera or off-screen are hidden', () => {
    const { labels, hidden } = layoutLabels([anchor('1', 400, 300, { inFront: false }), anchor('2', -5, 300), anchor('3', 400, 601), anchor('4', 400, 300)], VIEW);
    expect(hidden).toEqual(['1', '2', '3']);
    expect(labels.map((l) => l.id)).toEqual(['4']);
  });

  it('document 2 §3: a view with no size (collapsed or not laid out yet) hides every label', () => {
    expect(layoutLabels([anchor('1', 0, 0)], { width: 800, height: 0 })).toEqual({ labels: [], hidden: ['1'] });
  });

  it('document 2 §3: on a dense map no two cards overlap, no card covers another node\'s marker, every card is on screen, and the crowd falls back to arrows and dots', () => {
    const anchors: LabelAnchor[] = [];
    for (let row = 0; row < 6; row++) for (let col = 0; col < 10; col++) anchors.push(anchor(`${row * 10 + col}`, 40 + col * 75, 80 + row * 90, { zone: (['red', 'yellow', 'green', null] as const)[(row + col) % 4], depth: row }));
    const { labels, hidden } = layoutLabels(anchors, VIEW);
    expect(hidden).toEqual([]);
    expect(labels).toHaveLength(60);
    const placed = cards(labels);
    for (const [i, a] of placed.entries()) {
      expect(a.box.x >= 0 && a.box.y >= 0 && a.box.x + a.box.width <= VIEW.width && a.box.y + a.box.height <= VIEW.height).toBe(true);
      for (const b of placed.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} and ${b.id}`).toBe(false);
      for (const other of labels.filter((l) => l.id !== a.id)) {
        const marker = { x: other.anchor.x - LABEL_DOT_PX / 2, y: other.anchor.y - LABEL_DOT_PX / 2, width: LABEL_DOT_PX, height: LABEL_DOT_PX };
        expect(overlaps(a.box, marker), `${a.id} covers ${other.id}`).toBe(false);
      }
    }
    const states = new Set(labels.map((l) => l.state));
    expect(states).toEqual(new Set(['standard', 'arrow', 'dot']));
  });

  it('document 2 §3: the layout is the same whatever order the anchors come in', () => {
    const anchors = [anchor('1', 400, 300, { zone: 'green' }), anchor('2', 410, 305, { zone: 'green' }), anchor('3', 390, 310, { zone: 'red' }), anchor('4', 405, 290)];
    expect(layoutLabels([...anchors].reverse(), VIEW)).toEqual(layoutLabels(anchors, VIEW));
  });
});
