import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, readBody, readJsonBody } from '../../../../scripts/editor/request-body.ts';
import { parseForm } from '../../../../scripts/editor/team/answers.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';

const JSON_TYPE = { 'content-type': 'application/json' };
const request = (text: string) =>
  Object.assign(Readable.from([Buffer.from(text)]), { headers: JSON_TYPE }) as unknown as IncomingMessage;

/** A save whose document data nests `levels` objects deep ({"a":{"a":…}}). */
const deepSave = (levels: number) =>
  `{"docs":[{"file":"demos/hvac/pages/home.json","version":"x","data":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}]}`;

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<HttpError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('The body was accepted.');
}

describe('a JSON request body', () => {
  it('nested thousands of levels deep is refused with 400 and a plain sentence, by the editor and by the gate', async () => {
    for (const text of [deepSave(30_000), `{"docs":[{"blocks":${'['.repeat(50_000)}${']'.repeat(50_000)}}]}`]) {
      const editor = await refusal(readJsonBody(request(text)));
      expect(editor.status).toBe(400);
      expect(editor.message).toMatch(/^The request body is nested too deeply \(at most \d+ levels\)\.$/);
      const gate = await refusal(() => parseForm(request(text), Buffer.from(text)));
      expect(gate.status).toBe(400);
      expect(gate.message).toBe(editor.message);
    }
  });

  it('is read whole up to the limit, brackets inside its texts not counted', async () => {
    // A document as deep as a content file may be, inside a save's envelope.
    const body = (await readJsonBody(request(deepSave(MAX_BODY_DEPTH - 4)))) as { docs: { file: string }[] };
    expect(body.docs[0].file).toBe('demos/hvac/pages/home.json');
    const text = JSON.stringify({ title: '['.repeat(10_000) + '{'.repeat(10_000) });
    expect(await readJsonBody(request(text))).toEqual(JSON.parse(text));
    expect(parseForm(request(text), Buffer.from(text))).toEqual(JSON.parse(text));
    expect((await refusal(readJsonBody(request(deepSave(MAX_BODY_DEPTH))))).status).toBe(400);
  });
});

describe('a body cut short', () => {
  it('is refused with 400 and a plain sentence, not taken for a fault of the server', async () => {
    const req = new Readable({ read() {} }) as unknown as IncomingMessage & Readable;
    const reading = readBody(req, 1024);
    req.push(Buffer.from('<svg xmlns'));
    // What Node's server does when the connection ends before the body is whole.
    req.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    const error = await refusal(reading);
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body did not arrive whole; send it again.');
  });
});
