import { describe, expect, it } from 'vitest';
import { emptyExtra, type MapNode } from '../../core/map-design';
import { CARD_EM, cardEm, cardText, type CardText, type TextWidth } from './card-font';
import type { CardMetric } from './map-cards';
import type { ViewerNode } from './map-viewer.view-model';

/** Every letter half an em wide. */
const half: TextWidth = (text) => text.length * 0.5;
const four = (label = 'Eff'): CardText => ({ label: 'Press 01', metrics: ['A', 'B', 'C', 'D'].map((m) => ({ label: `${label}${m}`, value: '74.59 %', gauge: false })), empty: false, links: 0 });

describe("a card's type size on the 2D map", () => {
  it('is CARD_EM where the text fits the node, whatever the map scale (the screen size is this times the scale)', () => {
    expect(cardEm(four(), { w: 80, h: 60 }, half)).toBe(CARD_EM);
  });

  it('shrinks so the widest line fits the node: a long metric name makes the type smaller, never cut', () => {
    const text = four('Unplanned Downtime ');
    const em = cardEm(text, { w: 80, h: 60 }, half);
    expect(em).toBeLessThan(CARD_EM);
    // The widest line, with the card's padding and the border, fills the node's width.
    const line = half(text.metrics[0]!.label, 400) + 0.4 + half('74.59 %', 600);
    expect((0.7 + 1.08 * line) * em + 4).toBeCloseTo(80, 6);
  });

  it('shrinks so every line fits the height: a small node with four metrics and drill links', () => {
    const text = { ...four(), links: 1 };
    const em = cardEm(text, { w: 200, h: 40 }, half);
    expect(em).toBeLessThan(CARD_EM);
    expect((0.5 + 5 * 1.2 + 4 * 0.1 + 0.8 * 1.5 + 0.15) * em + 4).toBeCloseTo(40, 6);
  });

  it("writes what the card shows: the metric names, a check's mark, 'No data' for a machine without results", () => {
    const node = (card: CardMetric[] | null): ViewerNode => ({
      node: { id: '1', position: { x: 0, y: 0 }, dimensions: { width: 80, height: 60 }, style: { width: 80, height: 60 }, data: { extra: emptyExtra() } } satisfies MapNode,
      label: 'Press 01',
      drillTo: null,
      figure: null,
      machineKey: 'P1',
      locationKey: null,
      card,
      links: [{ direction: 'T', flowId: 'f' }],
    });
    const card: CardMetric[] = [
      { metric: 'EFFICIENCY', kind: 'gauge', value: 80, text: '80.00 %', zone: 'yellow' },
      { metric: 'QUALITY', kind: 'check', value: 90, text: '90.00 %', passes: false },
    ];
    expect(cardText(node(card), (m) => m.toLowerCase())).toEqual({
      label: 'Press 01',
      metrics: [
        { label: 'efficiency', value: '80.00 %', gauge: true },
        { label: 'quality', value: '✗ 90.00 %', gauge: false },
      ],
      empty: false,
      links: 1,
    });
    expect(cardText(node(null), (m) => m).empty).toBe(true);
  });
});
