import { z } from 'zod';
import { opcuaSettingsSchema } from './opcua-settings';
import { mqttSettingsSchema } from './settings';

export const SOURCE_KINDS = ['mqtt', 'opcua'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Live state of a source, kept by the server's connector manager. */
export const SOURCE_STATUSES = ['connected', 'connecting', 'error', 'paused'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

const URL_SCHEMES: Record<SourceKind, readonly string[]> = { mqtt: ['mqtt:', 'mqtts:', 'tcp:', 'ssl:', 'ws:', 'wss:'], opcua: ['opc.tcp:'] };

/** Each kind's settings, checked with the source and filled with their defaults before they are stored. */
export const SETTINGS_SCHEMAS = { mqtt: mqttSettingsSchema, opcua: opcuaSettingsSchema } as const satisfies Record<SourceKind, z.ZodType>;

/**
 * A data source as sent by the Data Sources screen or REST (POST, PUT). The password is write-only:
 * on PUT, leaving it out keeps the stored one, and '' clears it.
 */
export const dataSourceInputSchema = z
  .object({
    name: z.string({ error: 'Name must be text' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    kind: z.enum(SOURCE_KINDS, { error: `Kind must be one of ${SOURCE_KINDS.join(', ')}` }),
    url: z.string({ error: 'URL must be text' }).trim().min(1, 'URL is required').max(1000),
    username: z.string({ error: 'Username must be text' }).max(255).default(''),
    password: z.string({ error: 'Password must be text' }).max(1000).optional(),
    enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
    settings: z.unknown(),
  })
  .superRefine((s, ctx) => {
    // Scheme and host read by pattern: core has no URL class (it runs without DOM or Node types).
    const protocol = /^([a-z][a-z0-9+.-]*:)\/\/[^\s/?#]+/i.exec(s.url)?.[1]?.toLowerCase();
    if (!protocol) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'URL must be a full address such as mqtt://broker.local:1883' });
    }
    if (protocol && !URL_SCHEMES[s.kind].includes(protocol)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `A ${s.kind} URL starts with ${URL_SCHEMES[s.kind].map((p) => `${p}//`).join(' or ')}` });
    }
    const settings = SETTINGS_SCHEMAS[s.kind].safeParse(s.settings);
    settings.error?.issues.forEach((issue) => ctx.addIssue({ code: 'custom', path: ['settings', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message }));
  });
export type DataSourceInput = z.output<typeof dataSourceInputSchema>;

/** One rejected message as the screen lists it. */
export interface RejectedMessageRecord {
  at: string;
  origin: string;
  payload: string;
  reason: string;
}

/** The live figures of one source since the server started (the connector manager keeps them). */
export interface SourceFigures {
  status: SourceStatus;
  last_message_at: string | null;
  messages: number;
  rejected: number;
  last_error: string | null;
  last_rejected: RejectedMessageRecord[];
}

/** A data source as the server answers it: never its password, with the manager's live figures. */
export interface DataSourceRecord extends SourceFigures {
  id: number;
  name: string;
  kind: SourceKind;
  url: string;
  username: string;
  has_password: boolean;
  enabled: boolean;
  settings: unknown;
}
