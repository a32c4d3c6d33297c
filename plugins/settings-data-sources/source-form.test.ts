import { describe, expect, it } from 'vitest';
import { dataSourceInputSchema, type DataSourceRecord } from '../../core/connectors';
import { emptyForm, formFieldOf, formOf, inputOf, withFormat } from './source-form';

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
});
