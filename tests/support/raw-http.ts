import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Split a response as it came off the wire (no chunked bodies: the servers under test send whole bodies or close). */
function parse(bytes: Buffer): RawResponse {
  const end = bytes.indexOf('\r\n\r\n');
  const head = bytes
    .subarray(0, end === -1 ? bytes.length : end)
    .toString('latin1')
    .split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status, headers, body };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Send bytes exactly as given (malformed addresses and all) and read the answer
 * until the server closes. Each element of `pieces` is written separately,
 * `gapMs` apart, to split a body across network packets.
 */
export function rawRequest(
  port: number,
  pieces: (string | Buffer)[],
  gapMs = 0,
  timeoutMs = 15_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer in time'));
    }, timeoutMs);
    socket.on('data', (chunk) => received.push(chunk));
    // A server may answer and close before it has read everything sent; what it answered still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(received)));
    });
    socket.on('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) return;
        socket.write(piece);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

/** A request line and headers, closing the connection after the answer. */
export function requestHead(method: string, target: string, headers: Record<string, string | number> = {}): string {
  const lines = Object.entries({ Host: '127.0.0.1', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
