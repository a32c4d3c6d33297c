import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate authority made for one test run, and a server certificate for 127.0.0.1 it signed. */
export interface TestCa {
  /** The CA's certificate, PEM (what a client trusts). */
  caPem: string;
  caFile: string;
  certFile: string;
  keyFile: string;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });

/** Makes a CA and, unless `serverCert` is false, a server certificate for 127.0.0.1 and localhost, with openssl in a temp folder. */
export function makeTestCa(name: string, serverCert = true): TestCa {
  const dir = mkdtempSync(join(tmpdir(), `oee-ca-${name}-`));
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', `/CN=${name} test CA`]);
  if (serverCert) {
    openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
    const ext = join(dir, 'server.ext');
    execFileSync('sh', ['-c', `printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\\n' > ${ext}`]);
    openssl(dir, ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'server.ext']);
  }
  return { caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'), caFile: join(dir, 'ca.pem'), certFile: join(dir, 'server.pem'), keyFile: join(dir, 'server.key') };
}
