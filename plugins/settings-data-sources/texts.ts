import type { Confirmation } from '../../core/errors';
import type { SourceKind, SourceStatus, TagSignal } from '../../core/connectors';

/** What a mapping row names in each format. */
const MAPPING_HINTS: Record<string, string> = {
  json: 'Each field path of the payload (dotted, e.g. counts.ok) and what it counts.',
  umh: 'Each tag (the levels after _historian joined by dots, e.g. counter.good) and what it means.',
  sparkplug:
    'Each metric name of the births (e.g. Production/Good) and what it means. Each device is a machine, named by its device id (an edge node without devices by the node id); aliases, sequence numbers and rebirth requests are handled for you.',
};

export const SOURCES_TEXT = {
  title: 'Data Sources',
  intro: "Connections to your machines: an MQTT broker they publish to, or an OPC UA server whose nodes the workbench watches. Each source stores the counts and states as your company's events.",
  add: 'Add Data Source',
  emptyTitle: 'No data sources yet',
  empty:
    'A data source connects the workbench to an MQTT broker (Mosquitto, HiveMQ, EMQX, the United Manufacturing Hub) that your machines or their gateway publish to, or to a machine\'s OPC UA server. Messages in the umh, umh-classic, json or Sparkplug B format, and the values of the OPC UA nodes you name, become good counts, scrap and states of the machine, exactly as if they were posted to the ingestion API.',
  readme: 'Worked examples of each format: the section “Connect your machines” of the README in the project root. The REST calls are in the API description:',
  openApi: '/v1/openapi.json',
  example: 'mosquitto_pub -q 1 -t ia/acme/cologne/PRS-01/count -m \'{"timestamp_ms": 1772438400000, "count": 5, "scrap": 1}\'',
  tableLabel: 'Data sources and their live status',
  never: 'never',
  noRate: '–',
  perMinute: (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}/min`,
  edit: (name: string) => `Edit ${name}`,
  pause: (name: string) => `Pause ${name}`,
  resume: (name: string) => `Resume ${name}`,
  remove: (name: string) => `Remove ${name}`,
  showRejected: (name: string, n: number) => `${n} rejected messages of ${name}`,
  rejectedTitle: (name: string) => `Last rejected messages of ${name}`,
  noRejected: 'No message was rejected since the server started.',
  newHeader: 'New Data Source',
  editHeader: (name: string) => `Edit ${name}`,
  passwordSet: 'set: leave empty to keep it',
  passwordEmpty: 'empty',
  clearPassword: 'Remove the stored password',
  topicsHint: 'One MQTT topic filter per line: + stands for one level, # (last) for the rest.',
  mappingTitle: 'Tag mapping',
  mappingHint: (format: string) => MAPPING_HINTS[format] ?? MAPPING_HINTS.umh!,
  addTag: 'Add tag',
  removeTag: (row: number) => `Remove tag ${row}`,
  kindHint: 'An MQTT broker your machines publish to, or an OPC UA server the workbench reads.',
  securityHint: 'As the OPC UA server offers it; with Sign or SignAndEncrypt the server must trust this workbench\'s certificate.',
  samplingHint: 'How often the server samples each node. Counters are running totals: a change between two samples still counts.',
  nodesTitle: 'Nodes',
  nodesHint: 'Each node id (e.g. ns=2;s=Press1.GoodCount), the machine key it belongs to and what it means.',
  addNode: 'Add node',
  removeNode: (row: number) => `Remove node ${row}`,
  caHint: 'For mqtts:// with a broker certificate from your own authority: the CA certificate (PEM).',
  remover: (name: string): Confirmation => ({ header: 'Remove Data Source', message: `Remove ${name}? It disconnects at once; messages already stored stay.` }),
  paused: (name: string) => `${name} paused`,
  resumed: (name: string) => `${name} resumed`,
} as const;

export const STATUS_TEXT: Record<SourceStatus, string> = { connected: 'Connected', connecting: 'Connecting', error: 'Error', paused: 'Paused' };

export const COUNTER_TEXT = { increment: 'Increments', total: 'Running total' } as const;

export const SIGNAL_TEXT: Record<TagSignal, string> = { produced: 'Good count', scrap: 'Scrap', reject: 'Reject', rework: 'Rework', state: 'State', part: 'Part', operation: 'Operation' };

export const FIELD_LABELS = {
  kind: 'Connects to',
  name: 'Name',
  url: 'URL',
  username: 'Username',
  password: 'Password',
  enabled: 'Enabled',
  format: 'Payload format',
  topics: 'Topic filters',
  timestamp_path: 'Timestamp path',
  machine_path: 'Machine key path',
  ca: 'CA certificate',
  tag: (row: number) => `Tag ${row}`,
  signal: (row: number) => `Signal of tag ${row}`,
  counter: (row: number) => `Counter of tag ${row}`,
  securityMode: 'Security mode',
  securityPolicy: 'Security policy',
  samplingMs: 'Sampling interval (ms)',
  nodeMachine: (row: number) => `Machine key of node ${row}`,
  nodeId: (row: number) => `Node id ${row}`,
  nodeSignal: (row: number) => `Signal of node ${row}`,
  nodeCounter: (row: number) => `Counter of node ${row}`,
} as const;

export const KIND_TEXT: Record<SourceKind, string> = { mqtt: 'MQTT broker', opcua: 'OPC UA server' };
