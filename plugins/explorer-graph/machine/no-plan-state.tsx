import { Link } from 'react-router';
import { DATA_NOT_FOUND, SCHEDULE_DATA_NOT_FOUND } from '../../../core/errors';
import { machineIds } from './test-ids';

/** 'No production plan for Press 01 on 2026-11-27': its plan is where. */
export const noPlanText = (machine: string, day: string) => `No production plan for ${machine} on ${day}.`;

/**
 * A machine's day without a plan and without results (issue 36 §4): OEE needs a plan, so the empty
 * state names what is missing and, for those who plan, links to the machine's production plan,
 * instead of the hint to change the metric, which would find nothing either.
 */
export function NoPlanState({ machine, machineKey, day, canPlan }: { machine: string; machineKey: string; day: string; canPlan: boolean }) {
  return (
    <div className="graph-state" role="status">
      <i className="pi pi-calendar graph-state-icon" aria-hidden="true" />
      <h2>{DATA_NOT_FOUND}</h2>
      <p data-testid={machineIds.noSchedules}>{SCHEDULE_DATA_NOT_FOUND}</p>
      <p data-testid={machineIds.noPlan}>
        {noPlanText(machine, day)}{' '}
        {canPlan ? <Link to={`/production-plan?machine=${encodeURIComponent(machineKey)}`}>Plan it</Link> : 'An admin or manager of your company plans it.'}
      </p>
    </div>
  );
}
