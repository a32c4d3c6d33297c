// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendState } from '../api/backend-state';
import type { SubjectBackendState } from '../testing/test-doubles';
import { createShellTestBed } from './shell-test-bed';
import { SocketLostOverlay } from './socket-lost-overlay';

afterEach(() => cleanup());

function setup() {
  const bed = createShellTestBed();
  const backend = bed.get<BackendState>(BackendState) as SubjectBackendState;
  const reloads: number[] = [];
  render(bed.wrap(<SocketLostOverlay reload={() => reloads.push(1)} />));
  return { bed, backend, reloads };
}

describe('socket-lost overlay (document 3 §2.7)', () => {
  it('stays hidden while the backend-state socket is connected', () => {
    setup();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("when the socket is lost: 'Whoops! The {product} socket disconnected... Please wait while we reload this page:' with a 5-second countdown, then a reload", () => {
    const { bed, backend, reloads } = setup();
    act(() => backend.connected.next(false));
    act(() => bed.advanceTo(0));
    const overlay = screen.getByRole('alertdialog', { name: /socket disconnected/ });
    expect(overlay.textContent).toContain('Whoops! The OEE Workbench socket disconnected... Please wait while we reload this page:');
    expect(screen.getByText('5')).toBeTruthy();
    act(() => bed.advanceTo(1000));
    expect(screen.getByText('4')).toBeTruthy();
    act(() => bed.advanceTo(4000));
    expect(screen.getByText('1')).toBeTruthy();
    expect(reloads).toEqual([]);
    act(() => bed.advanceTo(5000));
    expect(reloads).toEqual([1]);
  });
});
