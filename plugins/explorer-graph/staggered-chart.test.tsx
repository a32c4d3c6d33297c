// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when a box comes into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
  /** Reports `element` in view to the observers watching it. */
  static scrollTo(element: Element) {
    for (const o of FakeIntersectionObserver.all.filter((x) => x.watched.includes(element))) {
      o.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  }
}

// Issue 39 / 31: the graph dashboard drew all 13 charts at every boot, most below the fold.
describe('StaggeredChart below the fold', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.all = [];
  });

  it('is an empty box at its height marked data-chart-unseen, not drawn, until it comes into view; then it is drawn and stays drawn', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container, rerender } = render(<StaggeredChart deferred={false} {...chart('2025-03-02')} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.hasAttribute('data-chart-unseen')).toBe(true);
    expect(box.hasAttribute('data-chart-deferred')).toBe(false);
    expect(box.style.height).toBe('150px');
    expect(box.childElementCount).toBe(0);

    // New data for a chart still out of view: still not drawn.
    rerender(<StaggeredChart deferred={false} {...chart('2025-03-03')} />);
    expect(box.childElementCount).toBe(0);

    act(() => FakeIntersectionObserver.scrollTo(box));
    expect(container.firstElementChild).toBe(box);
    expect(box.hasAttribute('data-chart-unseen')).toBe(false);
    expect(box.childElementCount).toBe(1);

    // Scrolled away again, it keeps its drawing and takes new data in place.
    const graph = box.firstElementChild;
    rerender(<StaggeredChart deferred={false} {...chart('2025-03-04')} />);
    expect(box.firstElementChild).toBe(graph);
  });

  it('a chart in view whose turn has not come waits, marked deferred, and is drawn on its turn', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container, rerender } = render(<StaggeredChart deferred {...chart('2025-03-02')} />);
    const box = container.firstElementChild as HTMLElement;
    act(() => FakeIntersectionObserver.scrollTo(box));
    expect(box.hasAttribute('data-chart-deferred')).toBe(true);
    expect(box.childElementCount).toBe(0);
    rerender(<StaggeredChart deferred={false} {...chart('2025-03-02')} />);
    expect(box.hasAttribute('data-chart-deferred')).toBe(false);
    expect(box.childElementCount).toBe(1);
  });
});
