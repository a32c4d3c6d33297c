import type { ClientSession, DataValue, OPCUAClient, UserIdentityInfo } from 'node-opcua';
import { mappedSignal, nodeMapping, RejectedMessage, type OpcuaSettings, type ParsedMessage, type TagMapping } from '../../core/connectors';
import type { ConnectorFactory } from './connector';
import { MAX_BACKOFF_MS, MIN_BACKOFF_MS, retryWithBackoff } from './backoff';

/** What an OPC UA failure means to the person who set up the source. */
export function opcuaErrorText(e: unknown): string {
  const m = (e instanceof Error ? e.message : String(e)).split('\n')[0]!.trim();
  if (/BadUserAccessDenied|BadIdentityToken/.test(m)) return `The OPC UA server refused the username or password (${m})`;
  if (/BadSecurity(Policy|Mode)Rejected|BadCertificate|BadSecurityChecksFailed/.test(m)) {
    return `The OPC UA server refused the connection's security: check the security mode and policy, and that the server trusts this workbench's certificate (${m})`;
  }
  if (/ECONNREFUSED/.test(m)) return `Nothing accepts connections at this address (${m})`;
  if (/ENOTFOUND|EAI_AGAIN/.test(m)) return `The OPC UA server's host name is unknown (${m})`;
  return m;
}

// OPC UA's built-in type ids of the 64-bit integers, which node-opcua hands over as [high, low] words.
const INT64 = 8;
const UINT64 = 9;

/** A node's value as plain JSON: 64-bit integers as numbers, localized texts as their text, times as ISO text. */
function plainValue(dv: DataValue): unknown {
  const v: unknown = dv.value?.value;
  if ((dv.value?.dataType === INT64 || dv.value?.dataType === UINT64) && Array.isArray(v)) return (v[0] as number) * 2 ** 32 + (v[1] as number);
  if (v instanceof Date) return v.toISOString();
  if (v && typeof v === 'object' && 'text' in v) return (v as { text: unknown }).text;
  return v;
}

// Status codes carry their severity in the top two bits: 00 good, 01 uncertain, 10 bad.
const isGood = (dv: DataValue) => (dv.statusCode.value & 0xc0000000) === 0;

interface MonitoredNode {
  machine: string;
  mapping: TagMapping;
}

/**
 * An OPC UA source (issue 38 §3): one client session with one subscription, a monitored item per
 * configured node at the source's sampling interval. Each value change becomes one message for the
 * node's machine (counters as running totals by default: the sink turns them into increments with
 * reset and rollover detection). Values are stored one at a time in arrival order; a failed store is
 * tried again (backing off) before the next, so nothing is skipped. A lost connection is
 * re-established by node-opcua's own strategy (which restores the session and its subscription);
 * the server's values on re-subscription are no newer than what was stored, so they count once.
 * node-opcua is loaded only when a company has an OPC UA source.
 */
export function opcuaConnector(pkiDir: string): ConnectorFactory<OpcuaSettings> {
  return (source, sink) => {
    const s = source.settings;
    const nodes = new Map<string, MonitoredNode>(s.machines.flatMap((m) => m.nodes.map((n) => [n.node_id, { machine: m.machine, mapping: nodeMapping(n) }] as const)));
    const halt = new AbortController();
    let client: OPCUAClient | undefined;
    let inHand: Promise<void> = Promise.resolve();
    let storeFailing = false;

    function storeUntilDone(message: ParsedMessage, origin: string, payload: string): Promise<void> {
      return retryWithBackoff(halt.signal, async (delay) => {
        try {
          await sink.store(message, origin, payload);
          if (storeFailing) sink.status('connected');
          storeFailing = false;
          return true;
        } catch (e) {
          storeFailing = true;
          sink.status('error', `Storing a value failed (${e instanceof Error ? e.message : String(e)}); trying again in ${delay / 1000} s`);
          return false;
        }
      });
    }

    function received(nodeId: string, dv: DataValue): void {
      const node = nodes.get(nodeId)!;
      const value = plainValue(dv);
      const payload = JSON.stringify({ value, status: dv.statusCode.name, source_timestamp: dv.sourceTimestamp?.toISOString() ?? null });
      inHand = inHand.then(async () => {
        if (halt.signal.aborted) return;
        if (!isGood(dv)) return sink.reject(nodeId, payload, `The server reports ${dv.statusCode.name} for this node: the value is not usable`);
        let message: ParsedMessage;
        try {
          const at = dv.sourceTimestamp ?? dv.serverTimestamp ?? new Date();
          message = { machineKey: node.machine, timestamp: at.getTime(), signals: [mappedSignal(node.mapping, value)] };
        } catch (e) {
          if (e instanceof RejectedMessage) return sink.reject(nodeId, payload, e.message);
          throw e;
        }
        await storeUntilDone(message, nodeId, payload);
      });
    }

    async function subscribe(opcua: typeof import('node-opcua'), open: ClientSession): Promise<void> {
      const subscription = await open.createSubscription2({
        requestedPublishingInterval: Math.min(1_000, s.sampling_interval_ms),
        requestedLifetimeCount: 600,
        requestedMaxKeepAliveCount: 20,
        maxNotificationsPerPublish: 1_000,
        publishingEnabled: true,
        priority: 10,
      });
      for (const nodeId of nodes.keys()) {
        const item = opcua.ClientMonitoredItem.create(
          subscription,
          { nodeId, attributeId: opcua.AttributeIds.Value },
          { samplingInterval: s.sampling_interval_ms, discardOldest: false, queueSize: 1_000 },
          opcua.TimestampsToReturn.Both,
        );
        item.on('changed', (dv: DataValue) => received(nodeId, dv));
        item.on('err', (message: string) => {
          sink.reject(nodeId, '', `The server refused to watch this node: ${message}`);
          sink.status('error', `Node ${nodeId}: ${message}`);
        });
      }
    }

    async function run(): Promise<void> {
      const opcua = await import('node-opcua');
      const identity: UserIdentityInfo = source.username
        ? { type: opcua.UserTokenType.UserName, userName: source.username, password: source.password }
        : { type: opcua.UserTokenType.Anonymous };
      await retryWithBackoff(halt.signal, async () => {
        const attempt = opcua.OPCUAClient.create({
          applicationName: 'OEE Workbench',
          clientName: source.clientId,
          endpointMustExist: false,
          securityMode: opcua.MessageSecurityMode[s.security_mode],
          securityPolicy: opcua.SecurityPolicy[s.security_policy],
          connectionStrategy: { initialDelay: MIN_BACKOFF_MS, maxDelay: MAX_BACKOFF_MS, maxRetry: -1 },
          keepSessionAlive: true,
          clientCertificateManager: certificateManager(opcua, pkiDir),
        });
        client = attempt;
        attempt.on('backoff', (retry: number, next: number) => sink.status('error', `The OPC UA server does not answer at ${source.url} (attempt ${retry + 1}, next in ${Math.round(next / 1000)} s)`));
        attempt.on('connection_lost', () => sink.status('connecting'));
        attempt.on('connection_reestablished', () => sink.status('connected'));
        try {
          await attempt.connect(source.url);
          if (halt.signal.aborted) return true;
          await subscribe(opcua, await attempt.createSession(identity));
          sink.status('connected');
          return true;
        } catch (e) {
          if (halt.signal.aborted) return true;
          sink.status('error', opcuaErrorText(e));
          await attempt.disconnect().catch(() => undefined);
          return false;
        }
      });
    }

    sink.status('connecting');
    const running = run().catch((e: unknown) => sink.status('error', opcuaErrorText(e)));

    return {
      async stop() {
        halt.abort();
        await client?.disconnect().catch(() => undefined);
        await running;
        await inHand;
      },
    };
  };
}

/**
 * The workbench's own OPC UA certificate, kept in the PKI folder and made on first use. A server's
 * certificate is trusted on first use (as UaExpert asks a person to); the plant's server must in
 * turn trust ours (own/certs in the folder) for the Sign modes.
 */
const managers = new Map<string, InstanceType<typeof import('node-opcua').OPCUACertificateManager>>();
function certificateManager(opcua: typeof import('node-opcua'), pkiDir: string) {
  let m = managers.get(pkiDir);
  if (!m) {
    m = new opcua.OPCUACertificateManager({ rootFolder: pkiDir, automaticallyAcceptUnknownCertificate: true });
    managers.set(pkiDir, m);
  }
  return m;
}
