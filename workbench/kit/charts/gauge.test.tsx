// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gaugeColour, gaugePercent } from '../../../core/metrics';
import { Gauge } from './gauge';

describe('Gauge (document 2 §9: clamped 0..100, red below red, yellow below yellow, else green)', () => {
  it.each([
    [0.65, 'red'],
    [0.8, 'yellow'],
    [0.95, 'green'],
    [1.4, 'green'],
  ] as const)('a fraction of %s shows in the %s zone, arc clamped to 100', (fraction, zone) => {
    const percent = gaugePercent(fraction);
    render(<Gauge percent={percent} zone={gaugeColour(percent)} text={`${percent} %`} label={`Efficiency ${percent} %`} />);
    const svg = screen.getByRole('img', { name: `Efficiency ${percent} %` });
    expect(svg.querySelector('[data-zone]')!.getAttribute('data-zone')).toBe(zone);
    const [filled, total] = svg.querySelector('[data-zone]')!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
    expect(filled! / total!).toBeCloseTo(Math.min(1, fraction), 5);
  });
});
