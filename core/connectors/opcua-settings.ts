import { z } from 'zod';
import { requiredText as text, TAG_SIGNALS, type TagMapping } from './settings';

/** OPC UA's message security modes and the policies a current server offers (None only with mode None). */
export const OPCUA_SECURITY_MODES = ['None', 'Sign', 'SignAndEncrypt'] as const;
export const OPCUA_SECURITY_POLICIES = ['None', 'Basic256Sha256', 'Aes128_Sha256_RsaOaep', 'Aes256_Sha256_RsaPss'] as const;

/** An OPC UA node id in its text form: ns=<n>;i=<number>, s=<text>, g=<guid> or b=<base64> (ns= may be left out for namespace 0). */
const NODE_ID = /^(ns=\d+;)?(i=\d+|s=.+|g=[0-9a-f-]{36}|b=[A-Za-z0-9+/=]+)$/i;

export const opcuaNodeSchema = z.object({
  node_id: text('Node id', 1000).refine((id) => NODE_ID.test(id), 'A node id looks like ns=2;s=Line1.Press.Count or ns=3;i=1001'),
  signal: z.enum(TAG_SIGNALS, { error: `Signal must be one of ${TAG_SIGNALS.join(', ')}` }),
  /** PLC counters are running totals: the default here, unlike MQTT payloads. */
  counter: z.enum(['increment', 'total'], { error: 'Counter must be increment or total' }).default('total'),
});

export const opcuaMachineSchema = z.object({
  /** The machine's key in the company. */
  machine: text('Machine key'),
  nodes: z.array(opcuaNodeSchema, { error: 'Nodes must be a list' }).min(1, 'Give the machine at least one node').max(50, 'A machine has at most 50 nodes'),
});

/** The OPC UA settings of a data source: the connection's security, the sampling interval and each machine's nodes. */
export const opcuaSettingsSchema = z
  .object({
    security_mode: z.enum(OPCUA_SECURITY_MODES, { error: `Security mode must be one of ${OPCUA_SECURITY_MODES.join(', ')}` }).default('None'),
    security_policy: z.enum(OPCUA_SECURITY_POLICIES, { error: `Security policy must be one of ${OPCUA_SECURITY_POLICIES.join(', ')}` }).default('None'),
    /** How often the server samples each node, in ms. */
    sampling_interval_ms: z.number({ error: 'Sampling interval must be a number of milliseconds' }).int().min(50, 'Sampling interval must be at least 50 ms').max(3_600_000).default(1_000),
    machines: z.array(opcuaMachineSchema, { error: 'Machines must be a list' }).min(1, 'Give at least one machine and its nodes').max(500),
    /** The width of the machines' running counters (e.g. 65536); default: 16 and 32 bits are recognised. */
    rollover: z.number({ error: 'Rollover must be a number' }).int().positive().optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.security_mode === 'None') !== (s.security_policy === 'None')) {
      ctx.addIssue({ code: 'custom', path: ['security_policy'], message: 'Security policy None goes with security mode None, and only with it' });
    }
    const seen = new Set<string>();
    s.machines.forEach((m, i) => m.nodes.forEach((n, j) => {
      if (seen.has(n.node_id)) ctx.addIssue({ code: 'custom', path: ['machines', i, 'nodes', j, 'node_id'], message: `Node ${n.node_id} is mapped twice` });
      seen.add(n.node_id);
    }));
  });
export type OpcuaSettings = z.output<typeof opcuaSettingsSchema>;
export type OpcuaNode = z.output<typeof opcuaNodeSchema>;

/** A node as the shared signal mapping reads it (the node id is its tag). */
export const nodeMapping = (n: OpcuaNode): TagMapping => ({ tag: n.node_id, signal: n.signal, counter: n.counter });
