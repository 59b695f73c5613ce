import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ADVANCED_FIELDS, humanize, singular } from './labels';
import { isReferenceSchema } from './reference-choices';

type Schema = RJSFSchema & Record<string, unknown>;

/** Text fields that usually hold a sentence or more keep their line breaks and start taller. */
const LONG_TEXT = new Set(['text', 'intro', 'description', 'answer', 'quote', 'bio', 'paragraphs', 'tagline', 'story']);

/** A schema's own title is a label when it reads like words ("Back link"), not a type name ("PricingTier"). */
function readable(title: unknown): title is string {
  return typeof title === 'string' && /\s/.test(title);
}

/**
 * Turns a content schema into what the form generator needs: every field gets
 * a readable label (the property name in words), and each kind of value its
 * control: pictures a picker, links a link picker, colours a colour picker,
 * true/false a switch, long texts a text box. Works from the schema alone, so
 * a new block type gets its form with no code.
 */
export function prepareSchema(
  schema: Schema,
  name?: string,
  blockType = blockTypeOf(schema),
): { schema: Schema; uiSchema: UiSchema } {
  const ui: UiSchema = {};
  const out: Schema = { ...schema };
  if (name !== undefined && !readable(schema.title)) out.title = humanize(name);
  // The form's own heading names what is edited; a type name such as "PricingBlock" would only puzzle.
  if (name === undefined && !readable(schema.title)) delete out.title;

  if (schema.title === 'Image' && schema.type === 'object') ui['ui:field'] = 'image';
  else if (schema.title === 'RichText') return { schema: out, uiSchema: { 'ui:field': 'richText' } };
  else if (schema.title === 'Href') ui['ui:widget'] = 'href';
  else if (schema.title === 'HslColor') ui['ui:widget'] = 'hsl';
  else if (name === 'url' && schema.type === 'string') ui['ui:widget'] = 'siteUrl';
  else if (isReferenceSchema(schema)) ui['ui:widget'] = 'reference';
  else if (schema.type === 'boolean') ui['ui:widget'] = 'switch';
  else if (schema.type === 'string' && !schema.enum && !schema.format) {
    ui['ui:widget'] = 'line';
    if (name && LONG_TEXT.has(name)) ui['ui:options'] = { multiline: true };
  }

  if (schema.properties && typeof schema.properties === 'object') {
    const advanced: string[] = [];
    const properties: Record<string, Schema> = {};
    for (const [key, child] of Object.entries(schema.properties as Record<string, Schema>)) {
      // A fixed value (a block's "type", a form's "mode" once its kind is chosen) is nothing to edit,
      // and neither is what a site is (its "kind"): that is decided by the folder it lives in.
      if (key === '$schema' || key === 'kind' || 'const' in child) {
        properties[key] = child;
        ui[key] = { 'ui:widget': 'hidden' };
        continue;
      }
      const prepared = prepareSchema(child, key, blockType);
      properties[key] = prepared.schema;
      if (Object.keys(prepared.uiSchema).length) ui[key] = prepared.uiSchema;
      if (ADVANCED_FIELDS.has(key)) advanced.push(key);
    }
    out.properties = properties;
    if (advanced.length) ui['ui:options'] = { advanced };
  }
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    const itemName = name ? singular(name, blockType) : 'Entry';
    const prepared = prepareSchema(schema.items as Schema, name && LONG_TEXT.has(name) ? 'text' : undefined, blockType);
    out.items = {
      ...prepared.schema,
      title: readable((schema.items as Schema).title) ? (schema.items as Schema).title : itemName,
    };
    ui.items = prepared.uiSchema;
    ui['ui:options'] = { itemLabel: itemName };
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options)) {
      out[keyword] = options.map((option) => {
        const prepared = prepareSchema(option as Schema, undefined, blockType);
        const title = (option as Schema).title;
        return {
          ...prepared.schema,
          title: typeof title === 'string' ? humanize(title.replace(/[A-Z][a-z]+$/, '')) || title : undefined,
        };
      });
    }
  }
  return { schema: out, uiSchema: ui };
}

/** A block schema's type ("faq"), which names some of its lists' entries ("Add question"). */
function blockTypeOf(schema: Schema): string | undefined {
  const type = (schema.properties as Record<string, Schema> | undefined)?.type?.const;
  return typeof type === 'string' ? type : undefined;
}
