// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendSessionInfo } from '../../core/session';
import { BackendState } from '../api/backend-state';
import type { SubjectBackendState } from '../testing/test-doubles';
import { RegenIndicator } from './regen-indicator';
import { REGEN_INDICATOR_GRACE_MS } from './regen-queue-count';
import { createShellTestBed } from './shell-test-bed';

afterEach(() => cleanup());

function setup() {
  const bed = createShellTestBed();
  const backend = bed.get<BackendState>(BackendState) as SubjectBackendState;
  // The socket sends counts; the queue shapes are the server's (lists are counted too).
  const push = (sch_queue: unknown, ent_queue: unknown) => act(() => backend.info.next({ sch_queue, ent_queue, scheduled_downtimes: [] } as unknown as BackendSessionInfo));
  render(bed.wrap(<RegenIndicator />));
  const at = (ms: number) => act(() => bed.advanceTo(ms));
  return { push, at };
}

const status = () => screen.getByRole('status');
const indicator = () => screen.queryByTestId('shell-regen-indicator');

describe('top bar live regen indicator (document 3 §1: a live indicator shows while background data is regenerating)', () => {
  it('is hidden while the backend queues are empty; its live region stays in the DOM, empty', () => {
    const { push, at } = setup();
    expect(status().textContent).toBe('');
    push(0, 0);
    at(5_000);
    expect(indicator()).toBeNull();
    expect(status().textContent).toBe('');
  });

  it("shows 'Data regen in progress' with the queued rows (sch_queue + ent_queue) while the queues are non-empty, following the count, and goes when they empty", () => {
    const { push, at } = setup();
    push(1200, 34);
    at(REGEN_INDICATOR_GRACE_MS);
    expect(status().textContent).toBe('Data regen in progress 1,234 rows queued');
    expect(indicator()!.getAttribute('title')).toBe('Data regen in progress: 1,234 rows queued');
    // The pulsing dot is decoration; the words carry the meaning.
    expect(indicator()!.querySelector('.regen-dot')!.getAttribute('aria-hidden')).toBe('true');

    push(0, 1);
    expect(status().textContent).toBe('Data regen in progress 1 row queued');
    push(0, 0);
    expect(indicator()).toBeNull();
    expect(status().textContent).toBe('');
  });

  it('the falling count is not re-announced: it sits in an aria-live="off" part of the status region', () => {
    const { push, at } = setup();
    push(10, 0);
    at(REGEN_INDICATOR_GRACE_MS);
    const count = screen.getByText('10 rows queued');
    expect(count.getAttribute('aria-live')).toBe('off');
    expect(status().contains(count)).toBe(true);
  });

  it('a queue that drains within the grace (live ingestion of the current shift) never shows, so the top bar does not blink', () => {
    const { push, at } = setup();
    push(6, 0);
    at(REGEN_INDICATOR_GRACE_MS - 100);
    expect(indicator()).toBeNull();
    push(0, 0);
    at(REGEN_INDICATOR_GRACE_MS * 3);
    expect(indicator()).toBeNull();
  });

  it('counts queues sent as lists as well as counts, as the setup screens do', () => {
    const { push, at } = setup();
    push([{ machine_key: 'M1' }, { machine_key: 'M2' }], 3);
    at(REGEN_INDICATOR_GRACE_MS);
    expect(screen.getByText('5 rows queued')).toBeTruthy();
  });
});
