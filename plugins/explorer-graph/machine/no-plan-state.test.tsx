// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NoPlanState } from './no-plan-state';

afterEach(() => cleanup());
const show = (canPlan: boolean) =>
  render(
    <MemoryRouter>
      <NoPlanState machine="Press 01" machineKey="PRS 01" day="2026-11-27" canPlan={canPlan} />
    </MemoryRouter>,
  );

describe('a machine day without a plan (issue 36 §4)', () => {
  it('names the missing plan and links a planner to the machine\'s plan, never to another metric', () => {
    show(true);
    expect(screen.getByRole('status').textContent).toContain('No production plan for Press 01 on 2026-11-27. Plan it');
    expect(screen.getByRole('link', { name: 'Plan it' }).getAttribute('href')).toBe('/production-plan?machine=PRS%2001');
    expect(screen.getByRole('status').textContent).not.toMatch(/changing the metric/);
  });

  it('tells a USER who plans it, without a link', () => {
    show(false);
    expect(screen.getByRole('status').textContent).toContain('An admin or manager of your company plans it.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
