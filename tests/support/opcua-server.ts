import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataType, OPCUACertificateManager, OPCUAServer, StatusCodes, Variant, type StatusCode, type UAVariable } from 'node-opcua';
import { freePort } from './free-port';
import { restoreOpensslEnvironment } from './openssl-environment';

type NodeType = 'UInt32' | 'Boolean' | 'String' | 'Double';

export interface PlantNode {
  /** The node's string identifier in the server's own namespace (ns=1): `Press1.Count` is ns=1;s=Press1.Count. */
  name: string;
  type: NodeType;
  value: number | boolean | string;
  /** The initial value's source time (default: when the server starts). */
  at?: Date;
}

export interface RunningOpcuaServer {
  url: string;
  /** A node's new value, stamped with `at` as its source time (default now), or a bad status. */
  set(name: string, value: number | boolean | string, at?: Date, status?: StatusCode): void;
  /** Shuts the server down and starts a new one on the same port with the same values and source times. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const DATA_TYPES: Record<NodeType, DataType> = { UInt32: DataType.UInt32, Boolean: DataType.Boolean, String: DataType.String, Double: DataType.Double };

/** node-opcua's own server, in this process on 127.0.0.1, with a plant's variables and a user (anonymous refused). */
export async function startOpcuaServer(nodes: readonly PlantNode[], user: { username: string; password: string }): Promise<RunningOpcuaServer> {
  const port = await freePort();
  const pki = mkdtempSync(join(tmpdir(), 'opcua-server-pki-'));
  const current = new Map(nodes.map((n) => [n.name, { type: n.type, value: n.value, at: n.at ?? new Date(), status: StatusCodes.Good as StatusCode }]));
  let variables = new Map<string, UAVariable>();
  let server: OPCUAServer;

  const write = (name: string) => {
    const c = current.get(name)!;
    variables.get(name)!.setValueFromSource(new Variant({ dataType: DATA_TYPES[c.type], value: c.value }), c.status, c.at);
  };

  async function start(): Promise<void> {
    server = new OPCUAServer({
      port,
      hostname: '127.0.0.1',
      resourcePath: '/UA/Plant',
      serverCertificateManager: new OPCUACertificateManager({ rootFolder: pki, automaticallyAcceptUnknownCertificate: true }),
      userManager: { isValidUser: (u: string, p: string) => u === user.username && p === user.password },
      allowAnonymous: false,
    });
    await server.initialize();
    const space = server.engine.addressSpace!;
    const ns = space.getOwnNamespace();
    const plant = ns.addObject({ organizedBy: space.rootFolder.objects, browseName: 'Plant' });
    variables = new Map(nodes.map((n) => [n.name, ns.addVariable({ componentOf: plant, nodeId: `s=${n.name}`, browseName: n.name, dataType: n.type })]));
    for (const name of current.keys()) write(name);
    await server.start();
  }

  await start();
  return {
    url: `opc.tcp://127.0.0.1:${port}/UA/Plant`,
    set(name, value, at = new Date(), status = StatusCodes.Good) {
      current.set(name, { ...current.get(name)!, value, at, status });
      write(name);
    },
    async restart() {
      await server.shutdown();
      await start();
    },
    async stop() {
      await server.shutdown();
      rmSync(pki, { recursive: true, force: true });
      // Reading its key changed OpenSSL's variables in this process (openssl-environment.ts).
      restoreOpensslEnvironment();
    },
  };
}
