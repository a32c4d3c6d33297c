import { describe, expect, it } from 'vitest';
import { dataSourceInputSchema, type DataSourceRecord } from '../../core/connectors';
import { emptyForm, formFieldOf, formOf, inputOf, newNodeRow, withFormat, withKind } from './source-form';

const stored: DataSourceRecord = {
  id: 4,
  name: 'Historian',
  kind: 'mqtt',
  url: 'mqtt://broker:1883',
  username: 'plant',
  has_password: true,
  enabled: true,
  settings: { topics: ['umh/v1/acme/#'], format: 'umh', mapping: [{ tag: 'counter.good', signal: 'produced', counter: 'total' }], timestamp_path: 'timestamp_ms', machine_path: 'machine' },
  status: 'connected',
  last_message_at: null,
  messages: 0,
  rejected: 0,
  last_error: null,
  last_rejected: [],
};

describe('issue 38 §1: the Data Sources dialog', () => {
  it('passwords are write-only: an untouched password is left out (the stored one stays), a typed one sent, a cleared one sent empty', () => {
    const form = formOf(stored);
    expect(form.password).toBe('');
    expect(inputOf(form)).not.toHaveProperty('password');
    expect(inputOf({ ...form, password: 'n3w' })).toMatchObject({ password: 'n3w' });
    expect(inputOf({ ...form, clearPassword: true })).toMatchObject({ password: '' });
  });

  it('a stored source reads back into the same REST body, which the shared schema accepts', () => {
    const body = inputOf(formOf(stored));
    expect(body).toEqual({ name: 'Historian', kind: 'mqtt', url: 'mqtt://broker:1883', username: 'plant', enabled: true, settings: { topics: ['umh/v1/acme/#'], format: 'umh', mapping: [{ tag: 'counter.good', signal: 'produced', counter: 'total' }] } });
    expect(dataSourceInputSchema.safeParse(body).success).toBe(true);
  });

  it('topics are one per line, blank lines ignored; json sends its field paths, umh-classic no mapping', () => {
    const form = { ...emptyForm(), name: 'Cells', url: 'mqtt://b', format: 'json' as const, topics: 'cells/+\n\n  lines/#  \n', timestampPath: 'ts', machinePath: 'asset.id', mapping: [{ tag: 'counts.ok', signal: 'produced' as const, counter: 'increment' as const }] };
    expect(inputOf(form).settings).toEqual({ topics: ['cells/+', 'lines/#'], format: 'json', mapping: form.mapping, timestamp_path: 'ts', machine_path: 'asset.id' });
    expect(inputOf({ ...form, format: 'umh-classic' }).settings).toMatchObject({ mapping: [] });
  });

  it("a format change offers the format's usual topics unless the user wrote their own", () => {
    expect(withFormat(emptyForm(), 'umh').topics).toBe('umh/v1/#');
    expect(withFormat({ ...emptyForm(), topics: 'plant/#' }, 'umh').topics).toBe('plant/#');
  });

  it("the server's field paths show under the dialog's fields", () => {
    expect(formFieldOf('url')).toBe('url');
    expect(formFieldOf('settings.topics.1')).toBe('topics');
    expect(formFieldOf('settings.mapping.0.tag')).toBe('mapping.0');
    expect(formFieldOf('settings.mapping')).toBe('mapping');
  });

  it('issue 38 §3: an OPC UA source is its nodes listed flat, sent grouped by machine, and read back the same', () => {
    const form = {
      ...withKind({ ...emptyForm(), name: 'Presses' }, 'opcua'),
      url: 'opc.tcp://plc-1:4840/UA',
      samplingMs: '500',
      nodes: [
        { machine: 'PRS-01', node_id: 'ns=2;s=Press1.Good', signal: 'produced' as const, counter: 'total' as const },
        { machine: 'PRS-02', node_id: 'ns=2;s=Press2.Good', signal: 'produced' as const, counter: 'total' as const },
        { machine: 'PRS-01', node_id: 'ns=2;s=Press1.Running', signal: 'state' as const, counter: 'total' as const },
      ],
    };
    const body = inputOf(form);
    expect(body).toEqual({
      name: 'Presses', kind: 'opcua', url: 'opc.tcp://plc-1:4840/UA', username: '', enabled: true,
      settings: {
        security_mode: 'None', security_policy: 'None', sampling_interval_ms: 500,
        machines: [
          { machine: 'PRS-01', nodes: [{ node_id: 'ns=2;s=Press1.Good', signal: 'produced', counter: 'total' }, { node_id: 'ns=2;s=Press1.Running', signal: 'state', counter: 'total' }] },
          { machine: 'PRS-02', nodes: [{ node_id: 'ns=2;s=Press2.Good', signal: 'produced', counter: 'total' }] },
        ],
      },
    });
    expect(dataSourceInputSchema.safeParse(body).success).toBe(true);
    const stored: DataSourceRecord = { ...(body as unknown as DataSourceRecord), id: 9, has_password: false, status: 'connected', last_message_at: null, messages: 0, rejected: 0, last_error: null, last_rejected: [] };
    const again = formOf(stored);
    expect(again).toMatchObject({ kind: 'opcua', samplingMs: '500', securityMode: 'None' });
    expect(inputOf(again)).toEqual(body);
  });

  it("issue 38 §3: a kind change starts the address over for the kind; a new node row takes the machine of the row before", () => {
    expect(withKind(emptyForm(), 'opcua').url).toBe('opc.tcp://');
    expect(withKind({ ...emptyForm(), url: 'mqtt://broker:1883' }, 'opcua').url).toBe('mqtt://broker:1883');
    expect(newNodeRow({ machine: 'PRS-01', node_id: 'ns=2;i=5', signal: 'scrap', counter: 'increment' })).toEqual({ machine: 'PRS-01', node_id: '', signal: 'produced', counter: 'total' });
  });

  it("issue 38 §3: the schema's errors of a grouped node show under the dialog row it came from", () => {
    const form = {
      ...withKind({ ...emptyForm(), name: 'Cells' }, 'opcua'),
      url: 'opc.tcp://plc:4840',
      nodes: [
        { machine: 'A', node_id: 'ns=2;i=1', signal: 'produced' as const, counter: 'total' as const },
        { machine: 'B', node_id: 'ns=2;i=2', signal: 'produced' as const, counter: 'total' as const },
        { machine: 'A', node_id: 'Count', signal: 'produced' as const, counter: 'total' as const },
      ],
    };
    const errors = dataSourceInputSchema.safeParse(inputOf(form)).error!.issues.map((i) => i.path.join('.'));
    expect(errors).toEqual(['settings.machines.0.nodes.1.node_id']);
    expect(formFieldOf(errors[0]!, form)).toBe('nodes.2');
    expect(formFieldOf('settings.machines.1.machine', form)).toBe('nodes.1');
    expect(formFieldOf('settings.sampling_interval_ms', form)).toBe('samplingMs');
    expect(formFieldOf('settings.security_policy', form)).toBe('security');
  });
});
