// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_MIN_SHOW_MS } from '../../core/session';
import { useMinimumShow } from './use-minimum-show';

function Overlay({ loading }: { loading: boolean }) {
  return useMinimumShow(loading, OVERLAY_MIN_SHOW_MS) ? <p>overlay</p> : null;
}

/** The overlay is still there 1 ms before `ms` from now, and gone at `ms`. */
function expectOverlayFor(ms: number) {
  act(() => vi.advanceTimersByTime(ms - 1));
  expect(screen.queryByText('overlay')).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('overlay')).toBeNull();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('overlay spinner minimum show time 0.8 s (document 1 §9)', () => {
  it('a load done after 100 ms keeps the overlay until 800 ms, then it goes', () => {
    const view = render(<Overlay loading />);
    act(() => vi.advanceTimersByTime(100));
    view.rerender(<Overlay loading={false} />);
    expectOverlayFor(OVERLAY_MIN_SHOW_MS - 100);
  });

  it('a load longer than 800 ms hides the overlay as soon as it ends', () => {
    const view = render(<Overlay loading />);
    act(() => vi.advanceTimersByTime(1500));
    view.rerender(<Overlay loading={false} />);
    expect(screen.queryByText('overlay')).toBeNull();
  });

  it('never shows when nothing loads', () => {
    render(<Overlay loading={false} />);
    expect(screen.queryByText('overlay')).toBeNull();
  });

  it('a second load while the overlay is held starts its own 800 ms', () => {
    const view = render(<Overlay loading />);
    view.rerender(<Overlay loading={false} />);
    act(() => vi.advanceTimersByTime(500));
    view.rerender(<Overlay loading />);
    act(() => vi.advanceTimersByTime(100));
    view.rerender(<Overlay loading={false} />);
    expectOverlayFor(OVERLAY_MIN_SHOW_MS - 100);
  });
});
