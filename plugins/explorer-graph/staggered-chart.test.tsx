// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaggeredChart } from './staggered-chart';

const chart = (day: string) => ({ data: [{ type: 'bar', x: [day], y: [1] }], layout: { height: 150 } });

// Issue 39: a day change tore down every side chart and drew it again; a chart once drawn is now kept
// (the same graph element, which Plotly.react updates) until its turn to show the new data comes.
describe('StaggeredChart', () => {
  it('a chart never drawn waits as an empty box at its height', () => {
    const { container } = render(<StaggeredChart deferred {...chart('2025-03-02')} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.hasAttribute('data-chart-deferred')).toBe(true);
    expect(box.style.height).toBe('150px');
    expect(box.childElementCount).toBe(0);
  });

  it('a drawn chart given new data keeps its graph element while deferred, marked, and shows the new data on its turn in the same element', () => {
    const { container, rerender } = render(<StaggeredChart deferred={false} {...chart('2025-03-02')} />);
    const wrapper = container.firstElementChild as HTMLElement;
    const graph = wrapper.firstElementChild;
    expect(graph).not.toBeNull();
    expect(wrapper.hasAttribute('data-chart-deferred')).toBe(false);

    rerender(<StaggeredChart deferred {...chart('2025-03-03')} />);
    expect(container.firstElementChild).toBe(wrapper);
    expect(wrapper.firstElementChild).toBe(graph);
    expect(wrapper.hasAttribute('data-chart-deferred')).toBe(true);

    rerender(<StaggeredChart deferred={false} {...chart('2025-03-03')} />);
    expect(wrapper.firstElementChild).toBe(graph);
    expect(wrapper.hasAttribute('data-chart-deferred')).toBe(false);
  });
});
