/**
 * The site over HTTPS with HTTP/2, as static hosts serve it (and as the
 * benchmark's Lighthouse runs load it): the same answers as the plain server,
 * many requests on one connection, HTTP/1.1 to a client that asks for it, and
 * no exit on a client that misbehaves.
 */
import { connect, constants, type ClientHttp2Session, type Http2SecureServer } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLocalCertificate } from '../../scripts/benchmark/certificate.ts';
import { startSecureStaticServer } from '../../scripts/serve.ts';
import { formatHeadersFile } from '../../scripts/security-headers.ts';

let root: string;
let tls: { key: string; cert: string };
let server: Http2SecureServer;
let origin: string;
const HOST_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on `session`, its body read whole. */
function request(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: Answer['headers'] = {};
    stream.on('response', (received) => (head = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

/** A session that trusts only the test's own certificate, so the certificate is checked too. */
const session = () => connect(origin, { ca: tls.cert });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-secure-test-'));
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'index.html'), `<p>home page</p>${' padding'.repeat(20_000)}`);
  writeFileSync(join(root, 'about', 'index.html'), '<p>about page</p>');
  writeFileSync(join(root, '404.html'), '<p>not found page</p>');
  writeFileSync(join(root, '_headers'), formatHeadersFile(HOST_HEADERS));
  tls = await makeLocalCertificate(root);
  server = await startSecureStaticServer(0, '127.0.0.1', root, tls);
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the secure static server', () => {
  it('answers pages, misses, bad addresses and other methods over HTTP/2, all on one connection', async () => {
    const client = session();
    try {
      const [home, about, missing, bad, post] = await Promise.all([
        request(client, '/', { 'accept-encoding': 'gzip' }),
        request(client, '/about/'),
        request(client, '/nowhere'),
        request(client, '/%'),
        request(client, '/about/', { ':method': 'POST' }),
      ]);
      expect(client.alpnProtocol).toBe('h2');
      expect(home.status).toBe(200);
      expect(home.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(home.body).toString()).toContain('home page');
      expect(about.body.toString()).toContain('about page');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('not found page');
      expect(bad.status).toBe(400);
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
      for (const answer of [home, missing, bad, post])
        expect(answer.headers['x-content-type-options']).toBe(HOST_HEADERS['X-Content-Type-Options']);
    } finally {
      client.close();
    }
  });

  it('speaks HTTP/1.1 over TLS to a client that does not offer HTTP/2', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      httpsGet(`${origin}/about/`, { ca: tls.cert }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
      }).on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(answer.body).toContain('about page');
  });

  it('keeps serving after a client cancels mid-answer, sends junk or leaves during the handshake', async () => {
    const cancelling = session();
    await new Promise<void>((resolve) => {
      const stream = cancelling.request({ ':path': '/' });
      stream.once('response', () => stream.close(constants.NGHTTP2_CANCEL, resolve));
      stream.on('error', () => resolve());
      stream.end();
    });
    cancelling.destroy();
    const port = Number(new URL(origin).port);
    await new Promise<void>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port, ca: tls.cert, ALPNProtocols: ['h2'] });
      socket.once('secureConnect', () => socket.end('this is not HTTP/2 at all\r\n\r\n'));
      socket.resume(); // reads the server's answer to the end, so the connection can close
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise<void>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false });
      socket.once('connect', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    const client = session();
    try {
      expect((await request(client, '/about/')).status).toBe(200);
    } finally {
      client.close();
    }
  });
});

describe('the local certificate', () => {
  it('says what to do when openssl is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(root, 'no-such-folder');
    try {
      await expect(makeLocalCertificate(root)).rejects.toThrow(/needs a certificate.*openssl.*--http1/);
    } finally {
      process.env.PATH = path;
    }
  });
});
