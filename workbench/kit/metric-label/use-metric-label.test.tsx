// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { of } from 'rxjs';
import { SessionStore, type WorkbenchSession } from '../../api/session';
import { ServiceProvider } from '../../api/use-service';
import { testProfile } from '../../testing/test-profile';
import { useMetricLabel } from './use-metric-label';

function labelsFor(overrides: Record<string, string>) {
  const container = new Container();
  const profile = testProfile({ metric_names: { rev: 1, overrides } });
  // Only the profile's metric names are read.
  const session = { profile } as unknown as WorkbenchSession;
  container.bind(SessionStore).toConstantValue({ current: session, session$: of(session) });
  const wrapper = ({ children }: { children?: ReactNode }) => <ServiceProvider container={container}>{children}</ServiceProvider>;
  return renderHook(() => useMetricLabel(), { wrapper }).result.current;
}

describe('metric labels on screen (document 1 §8: a missing metric label override only logs an error)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the company's override", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(labelsFor({ EFFICIENCY: 'OEE' })('EFFICIENCY')).toBe('OEE');
    expect(error).not.toHaveBeenCalled();
  });

  it('without an override shows the default label and logs an error (not a warning), once per metric', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const label = labelsFor({});
    expect(label('AVAILABILITY')).toBe('Availability');
    label('AVAILABILITY');
    label('QUALITY');
    expect(error.mock.calls.map(([m]) => m)).toEqual([
      "No metric label override for AVAILABILITY; showing 'Availability'.",
      "No metric label override for QUALITY; showing 'Quality'.",
    ]);
    expect(warn).not.toHaveBeenCalled();
  });
});
