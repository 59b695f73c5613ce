import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../../scripts/paths.ts';
import { choicesWithoutWords, contentWords, fieldsWithoutLabel, loadWordsFiles } from '../../scripts/content/words.ts';
import type { DocumentWords } from '../../src/content/words.ts';
import { jargonIn } from '../support/jargon.ts';

/** Every label, help and choice a client sees of one document: its own, and its fields' that are not advanced. */
function clientTexts(name: string, document: DocumentWords): { where: string; text: string }[] {
  const own = [document.label, document.help ?? ''].map((text) => ({ where: name, text }));
  const fields = Object.entries(document.fields)
    .filter(
      ([path, words]) =>
        !words.advanced &&
        !path.split('.').some((_, i, parts) => document.fields[parts.slice(0, i).join('.')]?.advanced),
    )
    .flatMap(([path, words]) =>
      [words.label, words.help ?? '', ...Object.values(words.choices ?? {})].map((text) => ({
        where: `${name} ${path}`,
        text,
      })),
    );
  return [...own, ...fields];
}

/** Runs `check` on a throwaway copy of the schema folder, for tests that add or break a file. */
function inSchemaCopy(check: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'words-'));
  try {
    cpSync(SCHEMA_DIR, dir, { recursive: true });
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the words of every block and collection', () => {
  it('give every field of every schema a label', () => {
    expect(fieldsWithoutLabel(loadWordsFiles())).toEqual([]);
  });

  it('find a field with no label, and a new block with no words file at all', () => {
    inSchemaCopy((dir) => {
      const notice = join(dir, 'blocks', 'notice.words.json');
      writeFileSync(notice, JSON.stringify({ label: 'Notice', fields: {} }));
      writeFileSync(
        join(dir, 'blocks', 'ribbon.schema.json'),
        JSON.stringify({ type: 'object', properties: { type: { const: 'ribbon' }, motto: { type: 'string' } } }),
      );
      const missing = fieldsWithoutLabel(loadWordsFiles(dir));
      expect(missing).toContain('blocks/notice.schema.json: text');
      expect(missing).toContain('blocks/ribbon.schema.json: its own label');
      expect(missing).toContain('blocks/ribbon.schema.json: motto');
    });
  });

  it('refuse a words file its own schema does not accept', () => {
    inSchemaCopy((dir) => {
      writeFileSync(
        join(dir, 'blocks', 'notice.words.json'),
        JSON.stringify({ label: 'Notice', fields: { text: { lable: 'x' } } }),
      );
      expect(() => loadWordsFiles(dir)).toThrow(/notice\.words\.json/);
    });
  });

  it('show a client no jargon in any label or help', () => {
    const words = contentWords();
    const documents: [string, DocumentWords][] = [
      ...Object.entries(words.blocks),
      ...Object.entries(words.collections),
      ['site', words.site],
      ['page', words.page],
    ];
    const found = documents
      .flatMap(([name, document]) => clientTexts(name, document))
      .flatMap(({ where, text }) => jargonIn(text).map((word) => `${where}: "${word}" in "${text}"`));
    expect(found).toEqual([]);
  });

  it('name every fixed choice a client can make', () => {
    expect(choicesWithoutWords(loadWordsFiles())).toEqual([]);
  });

  it('find a choice a client can make that has no name', () => {
    inSchemaCopy((dir) => {
      writeFileSync(
        join(dir, 'blocks', 'ribbon.schema.json'),
        JSON.stringify({ type: 'object', properties: { type: { const: 'ribbon' }, size: { enum: ['sm', 'lg'] } } }),
      );
      writeFileSync(
        join(dir, 'blocks', 'ribbon.words.json'),
        JSON.stringify({ label: 'Ribbon', fields: { size: { label: 'Size', choices: { lg: 'Large' } } } }),
      );
      const missing = choicesWithoutWords(loadWordsFiles(dir));
      expect(missing.filter((choice) => choice.includes('ribbon'))).toEqual(['blocks/ribbon.schema.json: size sm']);
    });
  });

  it('catch jargon in a text', () => {
    expect(jargonIn('Tiers')).toEqual(['tiers']);
    expect(jargonIn('Write ~/contact')).toEqual(['~/']);
    expect(jargonIn('Packages')).toEqual([]);
    expect(jargonIn('Longer than maxLength')).toEqual(['maxLength']);
    expect(jargonIn('Features-1: add a business detail')).toEqual(['Features-1']);
    expect(jargonIn('Open 9-5, Mon-Fri, 24/7')).toEqual([]);
  });
});
