import { formatHoursMinutes } from '../../../core/oee';

/** Tick steps a reader counts time in: minutes up to whole hours and shifts. */
const STEPS_SECS = [1, 2, 5, 10, 15, 30, 60, 120, 240, 480, 720, 1440, 2880].map((m) => m * 60);

/**
 * A y axis of seconds read as h:mm (issue 35 point 6: the loss chart counted "15k" seconds where a
 * manager thinks in hours and minutes): at most `maxTicks` ticks at a step of whole minutes or hours.
 */
export function hoursMinutesAxis(maxSecs: number, maxTicks = 6): { tickvals: number[]; ticktext: string[]; title: { text: string } } {
  const top = Math.max(60, Number.isFinite(maxSecs) ? maxSecs : 0);
  const step = STEPS_SECS.find((s) => top / s <= maxTicks - 1) ?? Math.ceil(top / (maxTicks - 1) / 86_400) * 86_400;
  const tickvals: number[] = [];
  for (let v = 0; v <= top + step; v += step) tickvals.push(v);
  return { tickvals, ticktext: tickvals.map(formatHoursMinutes), title: { text: 'h:mm' } };
}
