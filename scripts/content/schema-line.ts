import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { SourceFile } from './load.ts';
import { isRecord, locate } from './locate.ts';
import type { Problem } from './problem.ts';
import { SCHEMA_DIR } from '../paths.ts';

/**
 * The `$schema` line is what gives VS Code its completion and squiggles. A file
 * without it (or pointing elsewhere) still builds, so this is a warning.
 */
export function checkSchemaLine(source: SourceFile, schemaName: string, root: string): Problem | undefined {
  if (!isRecord(source.data)) return undefined;
  const schemaDir = existsSync(join(root, 'schema')) ? join(root, 'schema') : SCHEMA_DIR;
  const absolute = join(root, source.file);
  const wanted = relative(dirname(absolute), join(schemaDir, schemaName)).split('\\').join('/');
  const declared = source.data.$schema;
  if (declared === undefined) {
    return {
      file: source.file,
      ...locate(source.text, source.tree, []),
      path: [],
      code: 'missing-schema-line',
      message: 'This file does not name its schema, so VS Code cannot check it or suggest properties while you type.',
      hint: `Add "$schema": "${wanted}", as the first line inside the opening {.`,
    };
  }
  if (
    typeof declared === 'string' &&
    !/^[a-z]+:/i.test(declared) &&
    resolve(dirname(absolute), declared) !== join(schemaDir, schemaName)
  ) {
    return {
      file: source.file,
      ...locate(source.text, source.tree, ['$schema']),
      path: ['$schema'],
      code: 'wrong-schema-line',
      message: `"$schema" points at "${declared}", which is not ${schemaName}, so VS Code checks this file against the wrong rules.`,
      hint: `Write "$schema": "${wanted}".`,
    };
  }
  return undefined;
}
