import fc from 'fast-check';

type Schema = Record<string, unknown>;

/**
 * Documents that follow a (dereferenced) JSON Schema, for property tests:
 * enums, consts, unions, lengths, ranges and patterns are honoured, and strings
 * prefer the schema's own examples so that many documents are fully valid.
 * Rules beyond the schema (links that exist, pictures on disk) are not, so some
 * documents are refused: both outcomes are what the tests look at.
 */
export function arbitraryFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.oneOf))
    return fc.oneof(...(schema.oneOf as Schema[]).map((branch) => arbitraryFor({ ...branch }, depth + 1)));
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  switch (schema.type) {
    case 'string':
      return stringFor(schema, examples);
    case 'integer':
      return fc.integer({ min: num(schema.minimum, 0), max: num(schema.maximum, 2000) });
    case 'number':
      return fc.double({ min: num(schema.minimum, 0), max: num(schema.maximum, 2000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = num(schema.minItems, 0);
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems, 3), depth > 3 ? minLength : 3));
      return fc.array(arbitraryFor((schema.items ?? {}) as Schema, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const keys = Object.keys(properties).filter((key) => key !== '$schema');
      const model = Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key], depth + 1)]));
      return fc.record(model, { requiredKeys: keys.filter((key) => required.includes(key)) });
    }
    default:
      return examples.length ? fc.constantFrom(...examples) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: Schema, examples: unknown[]): fc.Arbitrary<string> {
  const minLength = num(schema.minLength, 0);
  const maxLength = Math.max(minLength, num(schema.maxLength, minLength + 40));
  const free =
    typeof schema.pattern === 'string'
      ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength)
      : fc.string({ minLength, maxLength, unit: 'grapheme' });
  const known = examples.filter((e): e is string => typeof e === 'string');
  return known.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: free, weight: 1 })
    : free;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
