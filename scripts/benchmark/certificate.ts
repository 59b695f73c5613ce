import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A key and a self-signed certificate for 127.0.0.1, written into `dir` and
 * valid for a day: enough for one benchmark to serve the site over HTTPS, as
 * browsers speak HTTP/2 only over TLS. Nothing trusts it, so the browser that
 * uses it is told to accept it. Made with openssl (Node can make keys but not
 * certificates); Debian's ca-certificates package depends on it.
 */
export async function makeLocalCertificate(dir: string): Promise<{ key: string; cert: string }> {
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'serving over HTTP/2 needs a certificate, made with openssl, which this machine lacks: install openssl, or measure over HTTP/1.1 with --http1.'
        : `openssl could not make a certificate: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
      { cause: error },
    );
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
