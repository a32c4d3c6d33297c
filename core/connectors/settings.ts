import { z } from 'zod';

export const PAYLOAD_FORMATS = ['umh-classic', 'umh', 'json', 'sparkplug'] as const;
export type PayloadFormat = (typeof PAYLOAD_FORMATS)[number];

/** What a tag (umh), a field path (json) or a metric name (sparkplug) means for the machine. */
export const TAG_SIGNALS = ['produced', 'scrap', 'reject', 'rework', 'state', 'part', 'operation'] as const;
export type TagSignal = (typeof TAG_SIGNALS)[number];

/** A required, trimmed text field whose errors name it. */
export const requiredText = (what: string, max = 255) => z.string({ error: `${what} must be text` }).trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

export const tagMappingSchema = z.object({
  tag: requiredText('Tag'),
  signal: z.enum(TAG_SIGNALS, { error: `Signal must be one of ${TAG_SIGNALS.join(', ')}` }),
  /** A counter sends increments (units since its last message) or a running total. */
  counter: z.enum(['increment', 'total'], { error: 'Counter must be increment or total' }).default('increment'),
});
export type TagMapping = z.output<typeof tagMappingSchema>;

/** An MQTT topic filter: levels split by '/', '+' a whole level, '#' only as the last level. */
const topicFilter = requiredText('Topic filter', 1024).refine(
  (f) => f.split('/').every((level, i, all) => (level.includes('+') ? level === '+' : true) && (level.includes('#') ? level === '#' && i === all.length - 1 : true)),
  'A topic filter uses + for a whole level and # only as its last level',
);

/** The MQTT settings of a data source. */
export const mqttSettingsSchema = z
  .object({
    topics: z.array(topicFilter, { error: 'Topics must be a list of topic filters' }).min(1, 'Give at least one topic filter').max(50),
    format: z.enum(PAYLOAD_FORMATS, { error: `Format must be one of ${PAYLOAD_FORMATS.join(', ')}` }),
    mapping: z.array(tagMappingSchema).max(200).default([]),
    /** json: where the time and the machine's key are in the payload (dotted paths). */
    timestamp_path: requiredText('Timestamp path').default('timestamp_ms'),
    machine_path: requiredText('Machine path').default('machine'),
    /** The width of the machines' running counters (e.g. 65536); default: 16 and 32 bits are recognised. */
    rollover: z.number({ error: 'Rollover must be a number' }).int().positive().optional(),
    /** 4: MQTT 3.1.1 (every broker), 5: MQTT 5. */
    protocol_version: z.union([z.literal(4), z.literal(5)], { error: 'Protocol version must be 4 (MQTT 3.1.1) or 5' }).default(4),
    /** mqtts://: the broker's CA certificate (PEM) when it is not publicly trusted, and whether to check the certificate. */
    ca: z.string({ error: 'CA certificate must be PEM text' }).max(20_000).optional(),
    reject_unauthorized: z.boolean({ error: 'reject_unauthorized must be true or false' }).default(true),
  })
  .superRefine((s, ctx) => {
    if (s.format !== 'umh-classic' && s.mapping.length === 0) ctx.addIssue({ code: 'custom', path: ['mapping'], message: `The ${s.format} format needs a mapping of tags to signals` });
    const seen = new Set<string>();
    s.mapping.forEach((m, i) => {
      if (seen.has(m.tag)) ctx.addIssue({ code: 'custom', path: ['mapping', i, 'tag'], message: `Tag '${m.tag}' is mapped twice` });
      seen.add(m.tag);
    });
  });
export type MqttSettings = z.output<typeof mqttSettingsSchema>;

/** The default topics of each format, for a new source. */
export const DEFAULT_TOPICS: Record<PayloadFormat, string[]> = {
  'umh-classic': ['ia/+/+/+/count', 'ia/+/+/+/scrapCount', 'ia/+/+/+/state'],
  umh: ['umh/v1/#'],
  json: ['machines/#'],
  sparkplug: ['spBv1.0/#'],
};
