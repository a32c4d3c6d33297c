import { describe, expect, it } from 'vitest';
import { RejectedMessage } from './message';
import { mqttSettingsSchema } from './settings';
import { SparkplugReader, type SparkplugMetric } from './sparkplug';

const T = 1_772_438_400_000; // 2026-03-02T08:00:00Z
const { mapping } = mqttSettingsSchema.parse({
  topics: ['spBv1.0/#'],
  format: 'sparkplug',
  mapping: [{ tag: 'Counters/Good', signal: 'produced', counter: 'total' }, { tag: 'Counters/Scrap', signal: 'scrap' }, { tag: 'Running', signal: 'state' }],
});
const birthMetrics: SparkplugMetric[] = [
  { name: 'Counters/Good', alias: 1, value: 1000 },
  { name: 'Counters/Scrap', alias: 2, value: 7 },
  { name: 'Running', alias: 3, value: true },
  { name: 'Temperature', alias: 4, value: 61.5 },
];
const NODE = 'spBv1.0/Plant1/NBIRTH/Gateway';
const dev = (type: string) => `spBv1.0/Plant1/${type}/Gateway/PRS-01`;
const born = () => {
  const r = new SparkplugReader(mapping);
  r.read(NODE, { timestamp: T, seq: 0, metrics: [{ name: 'bdSeq', value: 4 }] }, T);
  return r;
};

describe('Sparkplug B (issue 38 §2): devices are machines, metrics map by name, aliases from births', () => {
  it("a gateway's NBIRTH without mapped metrics says nothing; DBIRTH sets the baseline of totals and the state, not increments", () => {
    const r = new SparkplugReader(mapping);
    expect(r.read(NODE, { timestamp: T, seq: 0, metrics: [{ name: 'bdSeq', value: 4 }] }, T)).toEqual({ messages: [] });
    expect(r.read(dev('DBIRTH'), { timestamp: T, seq: 1, metrics: birthMetrics }, T).messages).toEqual([
      { machineKey: 'PRS-01', timestamp: T, signals: [{ kind: 'count', type: 'PROD', value: 1000, total: true, tag: 'Counters/Good' }, { kind: 'state', running: true, planned: false, reason: '' }] },
    ]);
  });

  it('DDATA by alias only resolves through the birth; metrics with their own timestamps become one message each', () => {
    const r = born();
    r.read(dev('DBIRTH'), { timestamp: T, seq: 1, metrics: birthMetrics }, T);
    const reading = r.read(dev('DDATA'), { timestamp: T + 2_000, seq: 2, metrics: [{ alias: 1, value: 1012, timestamp: T + 1_000 }, { alias: 2, value: 1 }, { alias: 4, value: 62 }] }, T + 3_000);
    expect(reading.rebirth).toBeUndefined();
    expect(reading.messages).toEqual([
      { machineKey: 'PRS-01', timestamp: T + 1_000, signals: [{ kind: 'count', type: 'PROD', value: 1012, total: true, tag: 'Counters/Good' }] },
      { machineKey: 'PRS-01', timestamp: T + 2_000, signals: [{ kind: 'count', type: 'SCRP', value: 1, total: false, tag: 'Counters/Scrap' }] },
    ]);
  });

  it('a seq gap asks the node for a rebirth once, still reads the message; a repeated seq (redelivery) is no gap; seq wraps at 255', () => {
    const r = born();
    r.read(dev('DBIRTH'), { timestamp: T, seq: 1, metrics: birthMetrics }, T);
    const data = (seq: number) => r.read(dev('DDATA'), { timestamp: T + seq, seq, metrics: [{ alias: 2, value: 1 }] }, T);
    expect(data(2).rebirth).toBeUndefined();
    expect(data(2).rebirth).toBeUndefined();
    const gap = data(5);
    expect(gap.rebirth).toBe('spBv1.0/Plant1/NCMD/Gateway');
    expect(gap.messages).toHaveLength(1);
    expect(data(9).rebirth).toBeUndefined(); // asked already, until the node is born again
    r.read(NODE, { timestamp: T, seq: 0, metrics: [{ name: 'bdSeq', value: 5 }] }, T);
    let last;
    for (let seq = 1; seq <= 256; seq++) last = r.read(dev('DDATA'), { timestamp: T + seq, seq: seq % 256, metrics: [{ name: 'Counters/Scrap', value: 1 }] }, T);
    expect(last?.rebirth).toBeUndefined();
  });

  it('an alias no birth named (the source joined mid-stream) is rejected with its reason and a rebirth is requested', () => {
    const r = new SparkplugReader(mapping);
    const reading = r.read(dev('DDATA'), { timestamp: T, seq: 17, metrics: [{ alias: 1, value: 5 }] }, T);
    expect(reading).toEqual({ messages: [], rejected: 'Metric alias 1 was not named by a birth of device PRS-01: a rebirth is requested', rebirth: 'spBv1.0/Plant1/NCMD/Gateway' });
  });

  it("DDEATH stops its machine; NDEATH stops every machine of the node, unless its bdSeq is an older session's", () => {
    const r = born();
    r.read(dev('DBIRTH'), { timestamp: T, seq: 1, metrics: birthMetrics }, T);
    r.read('spBv1.0/Plant1/DBIRTH/Gateway/PRS-02', { timestamp: T, seq: 2, metrics: birthMetrics }, T);
    const offline = (machineKey: string, timestamp: number) => ({ machineKey, timestamp, signals: [{ kind: 'state', running: false, planned: false, reason: 'Offline (Sparkplug death)' }] });
    expect(r.read(dev('DDEATH'), { timestamp: T + 5, seq: 3, metrics: [] }, T).messages).toEqual([offline('PRS-01', T + 5)]);
    expect(r.read('spBv1.0/Plant1/NDEATH/Gateway', { metrics: [{ name: 'bdSeq', value: 3 }] }, T + 9).messages).toEqual([]);
    expect(r.read('spBv1.0/Plant1/NDEATH/Gateway', { metrics: [{ name: 'bdSeq', value: 4 }] }, T + 9).messages).toEqual([offline('PRS-01', T + 9), offline('PRS-02', T + 9)]);
  });

  it('bad topics and unmapped data are refused with the reason; commands and STATE are ignored', () => {
    const r = born();
    expect(() => r.read('spBv1.0/Plant1/DDATA', { metrics: [] }, T)).toThrow(RejectedMessage);
    expect(() => r.read('spBv1.0/Plant1/XDATA/Gateway', { metrics: [] }, T)).toThrow('The topic is not spBv1.0/<group>/<message type>/<edge node>[/<device>]');
    expect(r.read('spBv1.0/Plant1/NCMD/Gateway', { metrics: [{ name: 'Node Control/Rebirth', value: true }] }, T)).toEqual({ messages: [] });
    expect(r.read(dev('DDATA'), { timestamp: T, seq: 1, metrics: [{ name: 'Temperature', value: 60 }] }, T).rejected).toBe('No mapped metric in the message (mapped: Counters/Good, Counters/Scrap, Running)');
  });
});
