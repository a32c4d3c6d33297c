// OPC UA code changes these in process.env and does not put them back: node-opcua-pki points OPENSSL_CONF (and
// RANDFILE) at files in its PKI folder before each openssl it runs, and node-opcua-crypto, reading a private key,
// sets OPENSSL_CONF to /dev/null and "restores" an unset one as the string "undefined". Either way every later
// `openssl` child of this process fails ("Can't open undefined"): transport-security did, after opcua-connector,
// when integration files shared a process (issue 31). The server spawns no openssl, so `npm start` is unaffected.
const OPENSSL_VARIABLES = ['OPENSSL_CONF', 'RANDFILE'] as const;
// The values this process had before any OPC UA code ran (this module is imported before it).
const before = Object.fromEntries(OPENSSL_VARIABLES.map((name) => [name, process.env[name]]));

/** Puts OPENSSL_CONF and RANDFILE back as they were before any OPC UA code ran in this process. */
export function restoreOpensslEnvironment(): void {
  for (const name of OPENSSL_VARIABLES) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
}
