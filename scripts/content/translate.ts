import type { ErrorObject } from 'ajv';
import { isRecord, type Segment } from './locate.ts';
import { entryWordOfList } from './place-words.ts';
import { asHslText } from './colour-hint.ts';
import { listOf, nearest } from './suggest.ts';
import type { ProblemCode } from './problem-codes.ts';

/** A schema error in words, not yet placed in a file. */
export interface Finding {
  path: Segment[];
  /** Set when the problem is a property name (point at the key, not its value). */
  key?: string;
  /**
   * Set when a required property is missing: its name. The problem is shown at
   * the group that lacks it, and its path names the field that should hold it.
   */
  missing?: string;
  /** The stable kind of mistake (see site-content/README.md). */
  code: ProblemCode;
  message: string;
  hint?: string;
}

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of properties in { }',
  null: 'null',
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
}

function nameOf(path: Segment[]): string {
  const last = path.at(-1);
  return typeof last === 'string' ? `"${last}"` : 'This entry';
}

/** Turn one raw ajv error (ajv runs with `verbose`) into a plain sentence and a hint. */
export function translate(error: ErrorObject, blockTypes: readonly string[]): Finding {
  const path = pointer(error.instancePath);
  const data = error.data;
  const parent = isRecord(error.parentSchema) ? error.parentSchema : {};
  const description = typeof parent.description === 'string' ? parent.description : undefined;
  const p = error.params as Record<string, unknown>;

  switch (error.keyword) {
    case 'discriminator': {
      const tag = String(p.tag);
      if (p.error === 'tag') {
        return {
          path,
          missing: tag,
          code: 'missing-property',
          message: `This ${tag === 'type' ? 'section' : 'entry'} has no "${tag}".`,
          hint: tag === 'type' ? `Every section starts with "type", one of ${listOf(blockTypes)}.` : undefined,
        };
      }
      const allowed = tag === 'type' ? blockTypes : mappingValues(parent);
      const guess = nearest(String(p.tagValue), allowed);
      const subject = tag === 'type' ? 'section type' : `value for "${tag}"`;
      return {
        path: [...path, tag],
        code: tag === 'type' ? 'unknown-block-type' : 'not-allowed-value',
        message: `There is no ${subject} ${JSON.stringify(p.tagValue)}.`,
        hint: `${guess ? `Did you mean "${guess}"? ` : ''}The ${tag === 'type' ? 'section types' : 'allowed values'} are ${listOf(allowed)}.`,
      };
    }
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = isRecord(parent.properties) ? Object.keys(parent.properties).filter((k) => k !== '$schema') : [];
      const guess = nearest(key, allowed);
      return {
        path,
        key,
        code: 'unknown-property',
        message: `"${key}" is not a property ${ownerOf(path, data)} can have.`,
        hint: `${guess ? `Did you mean "${guess}"? ` : ''}Allowed here: ${allowed.join(', ')}.`,
      };
    }
    case 'required': {
      const missing = String(p.missingProperty);
      const property = isRecord(parent.properties) ? parent.properties[missing] : undefined;
      const about = isRecord(property) && typeof property.description === 'string' ? property.description : undefined;
      return {
        path,
        missing,
        code: 'missing-property',
        message: `The required property "${missing}" is missing.`,
        hint: about,
      };
    }
    case 'type': {
      const wanted = String(p.type)
        .split(',')
        .map((t) => KIND_WORDS[t] ?? t)
        .join(' or ');
      const message = `${nameOf(path)} must be ${wanted}, but here it is ${KIND_WORDS[kindOf(data)]}.`;
      if (isQuotedValue(data, String(p.type))) {
        return {
          path,
          code: 'value-in-quotes',
          message,
          hint: `Remove the quotes: write ${String(data).trim()}, not ${JSON.stringify(data)}.`,
        };
      }
      const hint =
        p.type === 'string' && typeof data === 'number'
          ? `Put it in quotes, written exactly as it should read: "${data}".`
          : description;
      return { path, code: 'wrong-type', message, hint };
    }
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? (p.allowedValues as unknown[]) : [p.allowedValue];
      const guess = typeof data === 'string' ? nearest(data, allowed.map(String)) : undefined;
      return {
        path,
        code: 'not-allowed-value',
        message: `${JSON.stringify(data)} is not an allowed value for ${nameOf(path).replace('This entry', 'this entry')}.`,
        hint: `${guess ? `Did you mean "${guess}"? ` : ''}Allowed values: ${listOf(allowed)}.`,
      };
    }
    case 'pattern': {
      // The schema's words for the pattern are the ones VS Code shows too.
      const rule = typeof parent.patternErrorMessage === 'string' ? parent.patternErrorMessage : description;
      if (parent.title === 'HslColor') {
        const converted = typeof data === 'string' ? asHslText(data) : undefined;
        // A non-breaking or other unusual space looks right in the file, but browsers ignore the whole colour.
        const oddSpace = typeof data === 'string' ? /[^\S \t\n\r\f]/.exec(data)?.[0] : undefined;
        const spaceNote = oddSpace
          ? `It contains a space that is not a plain space (U+${oddSpace.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}); retype the spaces. `
          : '';
        return {
          path,
          code: 'bad-colour',
          message: `The colour ${JSON.stringify(data)} is not a hue, saturation and lightness.`,
          hint: converted ? `Did you mean "${converted}"? ${rule}` : `${spaceNote}${rule}`,
        };
      }
      if (parent.title === 'Href') {
        return { path, code: 'bad-link', message: `${JSON.stringify(data)} is not an allowed link.`, hint: rule };
      }
      return {
        path,
        code: 'bad-format',
        message: `${JSON.stringify(data)} is not written the way ${nameOf(path)} must be.`,
        hint: rule,
      };
    }
    case 'format':
      return {
        path,
        code: 'bad-format',
        message: `${JSON.stringify(data)} is not a valid ${p.format === 'email' ? 'email address' : String(p.format)}.`,
        hint: typeof parent.patternErrorMessage === 'string' ? parent.patternErrorMessage : undefined,
      };
    case 'minLength':
      return Number(p.limit) <= 1
        ? {
            path,
            code: 'empty-text',
            message: `${nameOf(path)} is empty.`,
            hint: 'Write some text, or remove the property if it is optional.',
          }
        : {
            path,
            code: 'too-short',
            message: `${nameOf(path)} is too short: ${String(data).length} characters, at least ${p.limit} are needed.`,
            hint: description,
          };
    case 'maxLength':
      return {
        path,
        code: 'too-long',
        message: `${nameOf(path)} is too long: ${String(data).length} characters, at most ${p.limit} are allowed.`,
        hint: description,
      };
    case 'minItems':
      return {
        path,
        code: 'too-few',
        message: `${nameOf(path)} needs at least ${p.limit} ${Number(p.limit) === 1 ? 'entry' : 'entries'}, but it has ${(data as unknown[]).length}.`,
      };
    case 'maxItems':
      return {
        path,
        code: 'too-many',
        message: `${nameOf(path)} may have at most ${p.limit} entries, but it has ${(data as unknown[]).length}.`,
      };
    case 'minimum':
    case 'maximum':
      return {
        path,
        code: 'out-of-range',
        message: `${nameOf(path)} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}, but it is ${JSON.stringify(data)}.`,
      };
    case 'oneOf':
      // A choice with its own message: either more than one branch holds ("members" and "people"), or none.
      if (typeof parent.errorMessage === 'string')
        return {
          path,
          code: 'not-valid',
          message: parent.errorMessage,
          hint: Array.isArray(p.passingSchemas) ? 'Keep one of the two and remove the other.' : 'Add one of the two.',
        };
      return {
        path,
        code: 'not-valid',
        message: `${nameOf(path)} ${error.message ?? 'is not valid'}.`,
        hint: description,
      };
    default:
      return {
        path,
        code: 'not-valid',
        message: `${nameOf(path)} ${error.message ?? 'is not valid'}.`,
        hint: description,
      };
  }
}

/** A number or true/false typed inside quotes: "4" where 4 was meant. */
function isQuotedValue(data: unknown, wanted: string): boolean {
  if (typeof data !== 'string') return false;
  const text = data.trim();
  if (/(^|,)(number|integer)(,|$)/.test(wanted) && text !== '' && Number.isFinite(Number(text)))
    return wanted !== 'integer' || Number.isInteger(Number(text));
  return /(^|,)boolean(,|$)/.test(wanted) && (text === 'true' || text === 'false');
}

/** "a pricing section", "a tier", "the theme": what the misspelled property sits in. */
function ownerOf(path: Segment[], data: unknown): string {
  const article = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
  if (isRecord(data) && typeof data.type === 'string') return article(`${data.type} section`);
  const last = path.at(-1);
  if (typeof last === 'number') return article(entryWordOfList(String(path.at(-2))));
  return last === undefined ? 'this document' : `"${last}"`;
}

function mappingValues(schema: Record<string, unknown>): string[] {
  const tag = isRecord(schema.discriminator) ? String(schema.discriminator.propertyName) : '';
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : [];
  return branches.flatMap((branch) => {
    const property = isRecord(branch) && isRecord(branch.properties) ? branch.properties[tag] : undefined;
    return isRecord(property) && typeof property.const === 'string' ? [property.const] : [];
  });
}

function pointer(instancePath: string): Segment[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
