import { DEFAULT_TOPICS, type DataSourceRecord, type OpcuaSettings, type PayloadFormat, type SourceKind, type TagSignal } from '../../core/connectors';

export interface MappingRow {
  tag: string;
  signal: TagSignal;
  counter: 'increment' | 'total';
}

/** One watched OPC UA node, flat as the dialog lists them: the machine it belongs to, its id and signal. */
export interface NodeRow {
  machine: string;
  node_id: string;
  signal: TagSignal;
  counter: 'increment' | 'total';
}

/** The add/edit dialog's values: topics one per line, the password only when typed (write-only). */
export interface SourceForm {
  kind: SourceKind;
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
  /** OPC UA: the connection's security, the sampling interval (ms, as typed) and the watched nodes. */
  securityMode: OpcuaSettings['security_mode'];
  securityPolicy: OpcuaSettings['security_policy'];
  samplingMs: string;
  nodes: NodeRow[];
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
/** A new node row names the machine of the row before it: nodes are usually entered machine by machine. */
export const newNodeRow = (before?: NodeRow): NodeRow => ({ machine: before?.machine ?? '', node_id: '', signal: 'produced', counter: 'total' });

/** Each kind's address as a new source starts it. */
export const URL_STARTS: Record<SourceKind, string> = { mqtt: 'mqtt://', opcua: 'opc.tcp://' };

export function emptyForm(): SourceForm {
  return {
    kind: 'mqtt',
    name: '',
    url: URL_STARTS.mqtt,
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
    securityMode: 'None',
    securityPolicy: 'None',
    samplingMs: '1000',
    nodes: [],
  };
}

export function formOf(record: DataSourceRecord): SourceForm {
  const s = (record.settings ?? {}) as StoredMqttSettings;
  const blank = emptyForm();
  if (record.kind === 'opcua') return opcuaFormOf(record, blank);
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

function opcuaFormOf(record: DataSourceRecord, blank: SourceForm): SourceForm {
  const s = (record.settings ?? {}) as Partial<OpcuaSettings>;
  return {
    ...blank,
    kind: 'opcua',
    name: record.name,
    url: record.url,
    username: record.username,
    enabled: record.enabled,
    securityMode: s.security_mode ?? blank.securityMode,
    securityPolicy: s.security_policy ?? blank.securityPolicy,
    samplingMs: String(s.sampling_interval_ms ?? blank.samplingMs),
    nodes: (s.machines ?? []).flatMap((m) => m.nodes.map((n) => ({ machine: m.machine, ...n }))),
  };
}

/** A kind change starts the address over for that kind while it is still the other kind's bare start. */
export function withKind(form: SourceForm, kind: SourceKind): SourceForm {
  const untouched = Object.values(URL_STARTS).includes(form.url.trim()) || form.url.trim() === '';
  return { ...form, kind, url: untouched ? URL_STARTS[kind] : form.url };
}

/** The node rows grouped by machine (in the order machines first appear), and where each row went. */
function machinesOf(nodes: readonly NodeRow[]): { machines: OpcuaSettings['machines']; at: Array<[number, number]> } {
  const machines: OpcuaSettings['machines'] = [];
  const at: Array<[number, number]> = [];
  for (const { machine, ...node } of nodes) {
    let i = machines.findIndex((m) => m.machine === machine.trim());
    if (i < 0) i = machines.push({ machine: machine.trim(), nodes: [] }) - 1;
    at.push([i, machines[i]!.nodes.push(node) - 1]);
  }
  return { machines, at };
}

/** A format change offers that format's usual topics while the topics are still another format's defaults. */
export function withFormat(form: SourceForm, format: PayloadFormat): SourceForm {
  const untouched = Object.values(DEFAULT_TOPICS).some((topics) => topics.join('\n') === form.topics.trim()) || form.topics.trim() === '';
  return { ...form, format, topics: untouched ? DEFAULT_TOPICS[format].join('\n') : form.topics };
}

/** The REST body (POST/PUT /v1/data_sources/); the password is sent only when typed or cleared. */
export function inputOf(form: SourceForm): Record<string, unknown> {
  const password = form.password !== '' ? { password: form.password } : form.clearPassword ? { password: '' } : {};
  const connection = { name: form.name, kind: form.kind, url: form.url, username: form.username, ...password, enabled: form.enabled };
  if (form.kind === 'opcua') {
    const sampling = form.samplingMs.trim() === '' ? Number.NaN : Number(form.samplingMs);
    return { ...connection, settings: { security_mode: form.securityMode, security_policy: form.securityPolicy, sampling_interval_ms: sampling, machines: machinesOf(form.nodes).machines } };
  }
  const settings: Record<string, unknown> = {
    topics: form.topics.split('\n').map((t) => t.trim()).filter((t) => t !== ''),
    format: form.format,
    mapping: form.format === 'umh-classic' ? [] : form.mapping,
    ...(form.format === 'json' ? { timestamp_path: form.timestampPath, machine_path: form.machinePath } : {}),
    ...(form.ca.trim() ? { ca: form.ca } : {}),
  };
  return { ...connection, settings };
}

/**
 * Where the dialog shows an error of the body's field path: settings.mapping.0.tag under the
 * mapping's row 1, settings.machines.1.nodes.0.node_id under the node row that became it.
 */
export function formFieldOf(path: string, form?: SourceForm): string {
  const [head, field, ...rest] = path.split('.');
  if (head !== 'settings') return head ?? '_';
  if (field === 'mapping' && rest.length > 0) return `mapping.${rest[0]}`;
  if (field === 'machines' && form) {
    // A node's error under its row; a machine's (its key) under the machine's first row.
    const [machine, part, node] = rest;
    const row = machinesOf(form.nodes).at.findIndex(([m, n]) => m === Number(machine) && (part !== 'nodes' || n === Number(node)));
    return row >= 0 ? `nodes.${row}` : 'nodes';
  }
  return field === 'sampling_interval_ms' ? 'samplingMs' : field === 'security_policy' || field === 'security_mode' ? 'security' : (field ?? '_');
}
