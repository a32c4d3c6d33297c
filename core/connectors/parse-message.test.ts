import { describe, expect, it } from 'vitest';
import { RejectedMessage } from './message';
import { parseMessage } from './parse-message';
import { mqttSettingsSchema } from './settings';

const T = 1_772_438_400_000; // 2026-03-02T08:00:00Z
const classic = mqttSettingsSchema.parse({ topics: ['ia/#'], format: 'umh-classic' });
const umh = mqttSettingsSchema.parse({
  topics: ['umh/v1/#'],
  format: 'umh',
  mapping: [{ tag: 'counter.good', signal: 'produced', counter: 'total' }, { tag: 'scrap', signal: 'scrap' }, { tag: 'state', signal: 'state' }, { tag: 'part', signal: 'part' }],
});
const json = mqttSettingsSchema.parse({
  topics: ['plant/#'],
  format: 'json',
  timestamp_path: 'ts',
  machine_path: 'asset.id',
  mapping: [{ tag: 'counts.ok', signal: 'produced' }, { tag: 'counts.nok', signal: 'reject' }, { tag: 'status', signal: 'state' }],
});
const rejection = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof RejectedMessage) return e.message;
    throw e;
  }
  throw new Error('not rejected');
};

describe('umh-classic: ia/<customer>/<location>/<asset>/<kind>, <asset> = machine key', () => {
  it('count carries produced units and the scrap among them', () => {
    expect(parseMessage(classic, 'ia/acme/plant1/PRS-01/count', JSON.stringify({ timestamp_ms: T, count: 5, scrap: 1 }))).toEqual({
      machineKey: 'PRS-01',
      timestamp: T,
      signals: [
        { kind: 'count', type: 'PROD', value: 5, total: false, tag: 'count' },
        { kind: 'count', type: 'SCRP', value: 1, total: false, tag: 'scrap' },
      ],
    });
  });
  it('state codes: 10000 runs, 40000 an unplanned unspecified stop, 100000 a planned changeover', () => {
    const state = (code: number) => parseMessage(classic, 'ia/acme/plant1/PRS-01/state', JSON.stringify({ timestamp_ms: T, state: code })).signals[0];
    expect(state(10000)).toEqual({ kind: 'state', running: true, planned: false, reason: '' });
    expect(state(40000)).toEqual({ kind: 'state', running: false, planned: false, reason: 'Unspecified stop' });
    expect(state(100000)).toEqual({ kind: 'state', running: false, planned: true, reason: 'Changeover' });
    expect(state(180500)).toEqual({ kind: 'state', running: false, planned: false, reason: 'Equipment failure' });
  });
  it('refuses with a reason: not JSON, no timestamp, a negative count, an unknown code, a wrong topic, an unmapped kind', () => {
    expect(rejection(() => parseMessage(classic, 'ia/a/b/M/count', '{oops'))).toBe('The payload is not JSON');
    expect(rejection(() => parseMessage(classic, 'ia/a/b/M/count', '{"count":1}'))).toBe('timestamp_ms must be epoch milliseconds or an ISO time with a zone');
    expect(rejection(() => parseMessage(classic, 'ia/a/b/M/count', `{"timestamp_ms":${T},"count":-2}`))).toBe('count must be a number of 0 or more');
    expect(rejection(() => parseMessage(classic, 'ia/a/b/M/state', `{"timestamp_ms":${T},"state":5}`))).toBe('state: 5 is not a UMH state code (10000-229999)');
    expect(rejection(() => parseMessage(classic, 'ia/a/M/count', '{}'))).toBe('The topic is not ia/<customer>/<location>/<asset>/<kind>');
    expect(rejection(() => parseMessage(classic, 'ia/a/b/M/processValue', `{"timestamp_ms":${T}}`))).toMatch(/kind 'processValue' are not mapped/);
  });
});

describe('umh v1: the deepest location level before _historian is the machine key; tags mapped per source', () => {
  it('one tag per topic, groups joined with a dot', () => {
    const m = parseMessage(umh, 'umh/v1/acme/cologne/press/line1/PRS-01/_historian/counter/good', JSON.stringify({ timestamp_ms: T, value: 1234 }));
    expect(m).toEqual({ machineKey: 'PRS-01', timestamp: T, signals: [{ kind: 'count', type: 'PROD', value: 1234, total: true, tag: 'counter.good' }] });
  });
  it('several tags in one payload; unmapped tags are ignored', () => {
    const m = parseMessage(umh, 'umh/v1/acme/cologne/PRS-02/_historian', JSON.stringify({ timestamp_ms: T, scrap: 2, state: 150000, part: 'BRK-1001', temperature: 81 }));
    expect(m.machineKey).toBe('PRS-02');
    expect(m.signals).toEqual([
      { kind: 'count', type: 'SCRP', value: 2, total: false, tag: 'scrap' },
      { kind: 'state', running: false, planned: true, reason: 'Operator break' },
      { kind: 'part', part: 'BRK-1001' },
    ]);
  });
  it('a message with no mapped tag is refused and names the mapped ones', () => {
    expect(rejection(() => parseMessage(umh, 'umh/v1/acme/PRS-01/_historian/temperature', JSON.stringify({ timestamp_ms: T, value: 80 })))).toBe(
      'No mapped tag in the message (mapped: counter.good, scrap, state, part)',
    );
  });
});

describe('json: field paths for the time, the machine key and each signal', () => {
  it('reads nested paths and ISO times; a word state other than running is an unplanned stop', () => {
    const m = parseMessage(json, 'plant/x', JSON.stringify({ ts: '2026-03-02T08:00:00Z', asset: { id: 'CNC-7' }, counts: { ok: 9, nok: 1 }, status: 'Tool break' }));
    expect(m).toEqual({
      machineKey: 'CNC-7',
      timestamp: T,
      signals: [
        { kind: 'count', type: 'PROD', value: 9, total: false, tag: 'counts.ok' },
        { kind: 'count', type: 'RJCT', value: 1, total: false, tag: 'counts.nok' },
        { kind: 'state', running: false, planned: false, reason: 'Tool break' },
      ],
    });
  });
  it('refuses a payload without the machine key or with a time without a zone', () => {
    expect(rejection(() => parseMessage(json, 'plant/x', JSON.stringify({ ts: T, counts: { ok: 1 } })))).toBe("asset.id must hold the machine's key");
    expect(rejection(() => parseMessage(json, 'plant/x', JSON.stringify({ ts: '2026-03-02T08:00:00', asset: { id: 'M' } })))).toMatch(/ISO time with a zone/);
  });
});

describe('settings', () => {
  it('umh and json need a mapping; topic filters use + and # properly; a tag is mapped once', () => {
    const issues = (v: unknown) => mqttSettingsSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(issues({ topics: ['umh/v1/#'], format: 'umh' })).toEqual(['The umh format needs a mapping of tags to signals']);
    expect(issues({ topics: ['a/#/b'], format: 'umh-classic' })).toEqual(['A topic filter uses + for a whole level and # only as its last level']);
    expect(issues({ topics: ['a'], format: 'json', mapping: [{ tag: 'x', signal: 'produced' }, { tag: 'x', signal: 'scrap' }] })).toEqual(["Tag 'x' is mapped twice"]);
    expect(issues({ topics: [], format: 'json' })?.[0]).toBe('Give at least one topic filter');
  });
});
