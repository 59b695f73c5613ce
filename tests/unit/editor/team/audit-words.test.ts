/**
 * The audit log as the People screen reads it: each line in plain words, with
 * no HTTP methods or status codes, publishing rights as the People screen
 * names them, counts in the singular or plural and no doubled colons.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditLog, type AuditEntry } from '../../../../scripts/editor/team/audit-log.ts';
import { PUBLISH_RIGHT_WORDS } from '../../../../src/editor/publish-right.ts';

/** The sentence the People screen shows for one entry: its words, then its detail. */
function sentenceOf(entry: AuditEntry): string {
  const log = new AuditLog(join(mkdtempSync(join(tmpdir(), 'audit-words-')), 'audit.log'), () => {});
  log.write(entry);
  const [record] = log.read().entries;
  return `${record.words}${record.detail ? ` ${record.detail}` : ''}`;
}

describe('audit log words', () => {
  it('says what a refused request was for, without methods or status codes', () => {
    const line = sentenceOf({ event: 'refused', person: 'a@example.com', address: 'x', detail: 'GET / → 401' });
    expect(line).toBe('was refused a page that needs signing in (/)');
    const change = sentenceOf({ event: 'refused', address: 'x', detail: 'POST /api/save → 403' });
    expect(change).toBe('was refused a change they may not make (/api/save)');
    expect(change).not.toMatch(/\b(GET|POST|40\d)\b|→/);
  });

  it('names publishing rights in words, with one colon at most', () => {
    const line = sentenceOf({ event: 'publishing changed', address: 'x', detail: 'ana@example.com: ask' });
    expect(line).toBe(`changed how the changes go live of ana@example.com – ${PUBLISH_RIGHT_WORDS.ask.toLowerCase()}`);
    expect(line).not.toContain(':');
  });

  it('counts in the singular and the plural', () => {
    expect(sentenceOf({ event: 'account turned off', address: 'x', detail: 'b@example.com, 1 session(s) ended' })).toBe(
      'turned off the account of b@example.com, 1 session ended',
    );
    expect(sentenceOf({ event: 'password changed', address: 'x', detail: '3 other session(s) ended' })).toBe(
      'changed their password – 3 other sessions ended',
    );
  });

  it('sets a note apart from the words with a dash', () => {
    expect(sentenceOf({ event: 'sign-in failed', address: 'x', detail: 'wrong second-step code' })).toBe(
      'failed to sign in – wrong second-step code',
    );
    expect(sentenceOf({ event: 'review', address: 'x', detail: 'salon: sent back' })).toBe(
      'acted on a review – salon – sent back',
    );
  });
});
