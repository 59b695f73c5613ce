import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldWords, nameInWords, type DocumentWords } from '../../content/words';
import { entryLabel } from './labels';
import { isReferenceSchema } from './reference-choices';

type Schema = RJSFSchema & Record<string, unknown>;

/** Text fields that usually hold a sentence or more keep their line breaks and start taller. */
const LONG_TEXT = new Set(['text', 'intro', 'description', 'answer', 'quote', 'bio', 'paragraphs', 'tagline', 'story']);

/** A schema's own title is a label when it reads like words ("Back link"), not a type name ("PricingTier"). */
/** A branch of a choice that only says which property is required. */
const onlyRequires = (option: unknown): boolean =>
  typeof option === 'object' && option !== null && Object.keys(option).every((key) => key === 'required');

function readable(title: unknown): title is string {
  return typeof title === 'string' && /\s/.test(title);
}

/** What the form is for: whose words it speaks, and whether the studio's own fields are left out. */
export interface FormWords {
  words?: DocumentWords;
  /** A client's plain view: fields the words mark advanced are not shown at all. */
  plain?: boolean;
}

/**
 * Turns a content schema into what the form generator needs: every field gets
 * its label and help from the words files (the schema's own descriptions are
 * for developers), and each kind of value its control: pictures a picker,
 * links a link picker, colours a colour picker, true/false a switch, long
 * texts a text box. Fields the words mark advanced go under "Advanced" for the
 * studio and are left out of a client's plain view.
 */
export function prepareSchema(
  schema: Schema,
  name?: string,
  form: FormWords = {},
  path: string[] = [],
): { schema: Schema; uiSchema: UiSchema } {
  const ui: UiSchema = {};
  const out: Schema = { ...schema };
  const words = name !== undefined && path.length ? fieldWords(form.words, path) : undefined;
  if (words) {
    out.title = words.label;
    if (words.help) out.description = words.help;
    else delete out.description;
  } else if (name !== undefined && !readable(schema.title)) out.title = nameInWords(name);
  // The form's own heading names what is edited; a type name such as "PricingBlock" would only puzzle.
  if (name === undefined && !readable(schema.title)) delete out.title;
  // A list's entry or the whole form is described by the list's help or the form's heading.
  if (name === undefined) delete out.description;

  if (schema.title === 'Image' && schema.type === 'object') ui['ui:field'] = 'image';
  else if (schema.title === 'RichText') return { schema: out, uiSchema: { 'ui:field': 'richText' } };
  else if (schema.title === 'Href') ui['ui:widget'] = 'href';
  else if (schema.title === 'HslColor') ui['ui:widget'] = 'hsl';
  else if (name === 'url' && schema.type === 'string') ui['ui:widget'] = 'siteUrl';
  else if (isReferenceSchema(schema)) ui['ui:widget'] = 'reference';
  else if (schema.title === 'GalleryPictureId') ui['ui:widget'] = 'galleryPicture';
  else if (schema.type === 'boolean') ui['ui:widget'] = 'switch';
  else if (schema.title === 'ClockTime') ui['ui:widget'] = 'time';
  else if (schema.type === 'string' && !schema.enum && !schema.format) {
    ui['ui:widget'] = 'line';
    if (name && LONG_TEXT.has(name)) ui['ui:options'] = { multiline: true };
  }

  // Fixed values by their names in the words file ("Large", not "lg"), for the select to show.
  if (words?.choices && Array.isArray(schema.enum)) ui['ui:options'] = { choices: words.choices };
  // A set of fixed values (what a dish suits): a box to tick for each, named as the words file names it.
  const items = schema.items as Schema | undefined;
  const setOfChoices = schema.uniqueItems === true && Array.isArray(items?.enum);
  if (setOfChoices) ui['ui:widget'] = 'checkboxes';

  if (schema.properties && typeof schema.properties === 'object') {
    const advanced: string[] = [];
    const properties: Record<string, Schema> = {};
    for (const [key, child] of Object.entries(schema.properties as Record<string, Schema>)) {
      // A fixed value (a block's "type", a form's "mode" once its kind is chosen) is nothing to edit,
      // and neither is what a site is (its "kind"): that is decided by the folder it lives in.
      const studioOnly = fieldWords(form.words, [...path, key]).advanced === true;
      if (key === '$schema' || key === 'kind' || 'const' in child || (studioOnly && form.plain)) {
        properties[key] = child;
        ui[key] = { 'ui:widget': 'hidden' };
        continue;
      }
      const prepared = prepareSchema(child, key, form, [...path, key]);
      properties[key] = prepared.schema;
      if (Object.keys(prepared.uiSchema).length) ui[key] = prepared.uiSchema;
      if (studioOnly) advanced.push(key);
    }
    out.properties = properties;
    if (advanced.length) ui['ui:options'] = { advanced };
  }
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    const itemName = name ? entryLabel(form.words, path) : 'Entry';
    // A list of plain texts: each entry is one line of the list, with no label of its own.
    const prepared = prepareSchema(schema.items as Schema, undefined, form, path);
    out.items = {
      ...prepared.schema,
      title: readable((schema.items as Schema).title) ? (schema.items as Schema).title : itemName,
    };
    if (name && LONG_TEXT.has(name) && (schema.items as Schema).type === 'string')
      prepared.uiSchema['ui:options'] = { multiline: true };
    ui.items = prepared.uiSchema;
    ui['ui:options'] = { itemLabel: itemName, ...(setOfChoices && words?.choices && { choices: words.choices }) };
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    // A choice of which property is required ("members" or "people") is the checker's rule, not a form to pick.
    if (Array.isArray(options) && options.every(onlyRequires)) delete out[keyword];
    else if (Array.isArray(options)) {
      const prepared = options.map((option) => prepareSchema(option as Schema, undefined, form, path));
      out[keyword] = options.map((option, i) => {
        const title = (option as Schema).title;
        return {
          ...prepared[i].schema,
          // A shape with no name of its own is plain words ("Words only" beside "Logo").
          title:
            typeof title === 'string'
              ? nameInWords(title.replace(/[A-Z][a-z]+$/, '')) || title
              : (option as Schema).type === 'string'
                ? 'Words only'
                : undefined,
        };
      });
      // Each shape keeps its own controls: a logo's picture is a picture picker, its size the studio's.
      ui[keyword] = prepared.map((option) => option.uiSchema);
    }
  }
  return { schema: out, uiSchema: ui };
}
