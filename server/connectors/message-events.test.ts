import { describe, expect, it } from 'vitest';
import { RejectedMessage, type ParsedMessage, type Signal } from '../../core/connectors';
import { EMPTY_MEMORY, eventsOfMessage, type EventContext, type MachineMemory } from './message-events';

const T = Date.parse('2026-03-02T08:00:00Z');
const day = { shiftDate: '2026-03-02', shiftKey: 'DAY' };
// Day runs 07:00-15:00 UTC; nothing else.
const inDay = (ts: number) => (ts >= Date.parse('2026-03-02T07:00:00Z') && ts < Date.parse('2026-03-02T15:00:00Z') ? day : undefined);
const ctx: EventContext = { idBase: 'mqtt:ia/a/b/M1/state', shiftAt: inDay, stopShiftAt: inDay };
const msg = (timestamp: number, ...signals: Signal[]): ParsedMessage => ({ machineKey: 'M1', timestamp, signals });
const stop = (reason: string, planned = false): Signal => ({ kind: 'state', running: false, planned, reason });
const running: Signal = { kind: 'state', running: true, planned: false, reason: '' };

function run(messages: ParsedMessage[], memory: MachineMemory = EMPTY_MEMORY) {
  const rows = [];
  for (const m of messages) {
    const out = eventsOfMessage(m, memory, ctx);
    rows.push(...out.rows);
    memory = out.memory;
  }
  return { rows, memory };
}

describe('connector messages become ingestion events (issue 38)', () => {
  it('a stop opens an open DOWN event; the next state closes it by rewriting the same Source ID with its end', () => {
    const { rows, memory } = run([msg(T, stop('Equipment failure')), msg(T + 60_000, running)]);
    expect(rows.map((r) => [r.type, r.erp_trans, r.timestamp, r.end, r.reason_name])).toEqual([
      ['DOWN', 'mqtt:ia/a/b/M1/state#down@' + T, '2026-03-02T08:00:00.000Z', null, 'Equipment failure'],
      ['DOWN', 'mqtt:ia/a/b/M1/state#down@' + T, '2026-03-02T08:00:00.000Z', '2026-03-02T08:01:00.000Z', 'Equipment failure'],
    ]);
    expect(memory.stop).toBeNull();
  });

  it('the part and operation of a message (or an earlier one) go onto its counts, so they count for the schedule of that operation; a memory stored without an operation counts for none', () => {
    const { rows } = run([
      msg(T, { kind: 'part', part: 'BRK-1' }, { kind: 'operation', operation: 'OP20' }, { kind: 'count', type: 'PROD', value: 5, total: false, tag: 'produced' }),
      msg(T + 60_000, { kind: 'count', type: 'SCRP', value: 1, total: false, tag: 'scrap' }),
    ]);
    expect(rows.map((r) => [r.type, r.part_name, r.operation])).toEqual([
      ['PROD', 'BRK-1', 'OP20'],
      ['SCRP', 'BRK-1', 'OP20'],
    ]);
    const { operation: _none, ...stored } = EMPTY_MEMORY;
    expect(run([msg(T, { kind: 'count', type: 'PROD', value: 2, total: false, tag: 'produced' })], stored).rows[0]).toMatchObject({ operation: '' });
  });

  it('the same stop reported again keeps the stop open; another reason closes it and opens the next', () => {
    const { rows } = run([msg(T, stop('Jam')), msg(T + 10_000, stop('Jam')), msg(T + 20_000, stop('Changeover', true))]);
    expect(rows.map((r) => [r.reason_name, r.planned, r.end])).toEqual([
      ['Jam', false, null],
      ['Jam', false, '2026-03-02T08:00:20.000Z'],
      ['Changeover', true, null],
    ]);
  });

  it('a state no newer than the last one (redelivered or late) changes nothing', () => {
    const first = run([msg(T, stop('Jam')), msg(T + 5_000, running)]);
    expect(run([msg(T + 5_000, running), msg(T + 1_000, stop('Jam'))], first.memory).rows).toEqual([]);
  });

  it('running totals: a redelivered total adds nothing, a reset counts the units since; increments carry the current part', () => {
    const total = (value: number): Signal => ({ kind: 'count', type: 'PROD', value, total: true, tag: 'good' });
    const { rows } = run([
      msg(T, total(100), { kind: 'part', part: 'BRK-1' }),
      msg(T + 1_000, total(130)),
      msg(T + 1_000, total(130)),
      msg(T + 2_000, total(4)),
    ]);
    expect(rows.map((r) => [r.quantity, r.part_name, r.erp_trans])).toEqual([
      [30, 'BRK-1', `mqtt:ia/a/b/M1/state#good@${T + 1_000}`],
      [4, 'BRK-1', `mqtt:ia/a/b/M1/state#good@${T + 2_000}`],
    ]);
  });

  it('units outside every shift are refused with the reason', () => {
    const night = Date.parse('2026-03-02T20:00:00Z');
    expect(() => eventsOfMessage(msg(night, { kind: 'count', type: 'PROD', value: 3, total: false, tag: 'count' }), EMPTY_MEMORY, ctx)).toThrow(
      new RejectedMessage('No shift of the company runs at 2026-03-02T20:00:00.000Z: units outside every shift do not count'),
    );
  });
});
