import { DEFAULT_TOPICS, type DataSourceRecord, type PayloadFormat, type TagSignal } from '../../core/connectors';

export interface MappingRow {
  tag: string;
  signal: TagSignal;
  counter: 'increment' | 'total';
}

/** The add/edit dialog's values: topics one per line, the password only when typed (write-only). */
export interface SourceForm {
  name: string;
  url: string;
  username: string;
  /** A new password; empty keeps the stored one (or sets none on a new source). */
  password: string;
  /** Remove the stored password (the broker takes anonymous clients). */
  clearPassword: boolean;
  enabled: boolean;
  format: PayloadFormat;
  topics: string;
  mapping: MappingRow[];
  timestampPath: string;
  machinePath: string;
  ca: string;
}

interface StoredMqttSettings {
  topics?: string[];
  format?: PayloadFormat;
  mapping?: MappingRow[];
  timestamp_path?: string;
  machine_path?: string;
  ca?: string;
}

export const newMappingRow = (): MappingRow => ({ tag: '', signal: 'produced', counter: 'increment' });

export function emptyForm(): SourceForm {
  return {
    name: '',
    url: 'mqtt://',
    username: '',
    password: '',
    clearPassword: false,
    enabled: true,
    format: 'umh-classic',
    topics: DEFAULT_TOPICS['umh-classic'].join('\n'),
    mapping: [],
    timestampPath: 'timestamp_ms',
    machinePath: 'machine',
    ca: '',
  };
}

export function formOf(record: DataSourceRecord): SourceForm {
  const s = (record.settings ?? {}) as StoredMqttSettings;
  const blank = emptyForm();
  return {
    ...blank,
    name: record.name,
    url: record.url,
    username: record.username,
    enabled: record.enabled,
    format: s.format ?? blank.format,
    topics: (s.topics ?? []).join('\n'),
    mapping: (s.mapping ?? []).map((m) => ({ ...m })),
    timestampPath: s.timestamp_path ?? blank.timestampPath,
    machinePath: s.machine_path ?? blank.machinePath,
    ca: s.ca ?? '',
  };
}

/** A format change offers that format's usual topics while the topics are still another format's defaults. */
export function withFormat(form: SourceForm, format: PayloadFormat): SourceForm {
  const untouched = Object.values(DEFAULT_TOPICS).some((topics) => topics.join('\n') === form.topics.trim()) || form.topics.trim() === '';
  return { ...form, format, topics: untouched ? DEFAULT_TOPICS[format].join('\n') : form.topics };
}

/** The REST body (POST/PUT /v1/data_sources/); the password is sent only when typed or cleared. */
export function inputOf(form: SourceForm): Record<string, unknown> {
  const settings: Record<string, unknown> = {
    topics: form.topics.split('\n').map((t) => t.trim()).filter((t) => t !== ''),
    format: form.format,
    mapping: form.format === 'umh-classic' ? [] : form.mapping,
    ...(form.format === 'json' ? { timestamp_path: form.timestampPath, machine_path: form.machinePath } : {}),
    ...(form.ca.trim() ? { ca: form.ca } : {}),
  };
  const password = form.password !== '' ? { password: form.password } : form.clearPassword ? { password: '' } : {};
  return { name: form.name, kind: 'mqtt', url: form.url, username: form.username, ...password, enabled: form.enabled, settings };
}

/** Where the dialog shows an error of the body's field path (settings.mapping.0.tag is the mapping's row 1). */
export function formFieldOf(path: string): string {
  const [head, field, ...rest] = path.split('.');
  if (head !== 'settings') return head ?? '_';
  return field === 'mapping' && rest.length > 0 ? `mapping.${rest[0]}` : (field ?? '_');
}
