import Form from '@rjsf/core';
import type { RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Json, JsonObject } from '../store/state';
import type { EditorProblem } from '../protocol';
import type { FieldComment } from '../team/sent-back';
import { errorSchemaFor } from './error-schema';
import type { EditorFormContext } from './form-context';
import type { DocumentWords } from '../../content/words';
import { isClient, useViewer } from '../team/use-viewer';
import { prepareSchema } from './prepare-schema';
import { buttonTemplates, itemButtonsTemplate } from './widgets/buttons';
import { HrefWidget } from './widgets/href-widget';
import { HslWidget } from './widgets/hsl-widget';
import { ImageField } from './widgets/image-field';
import { LineWidget } from './widgets/line-widget';
import { GalleryPictureWidget } from './widgets/gallery-picture-widget';
import { ReferenceWidget } from './widgets/reference-widget';
import { FieldTemplate, TitleFieldTemplate } from './widgets/required-words';
import { ObjectTemplate } from './widgets/object-template';
import { CheckboxesWidget, SelectWidget } from './widgets/select-widget';
import { SiteUrlWidget } from './widgets/site-url-widget';
import { SwitchWidget } from './widgets/switch-widget';
import { TimeWidget } from './widgets/time-widget';
import { RichTextField } from '../rich-text/rich-text-field';

// The content schemas are draft 2020-12. The form library's validator only
// resolves choices between alternatives here; the problems shown come from
// the content checker on the server.
const validator = customizeValidator({ AjvClass: Ajv2020 });
const widgets = {
  switch: SwitchWidget,
  href: HrefWidget,
  hsl: HslWidget,
  line: LineWidget,
  siteUrl: SiteUrlWidget,
  reference: ReferenceWidget,
  galleryPicture: GalleryPictureWidget,
  time: TimeWidget,
  SelectWidget,
  CheckboxesWidget,
};
const fields = { image: ImageField, richText: RichTextField } as unknown as RegistryFieldsType;
const templates = {
  ButtonTemplates: buttonTemplates,
  ArrayFieldItemButtonsTemplate: itemButtonsTemplate,
  ObjectFieldTemplate: ObjectTemplate,
  FieldTemplate,
  TitleFieldTemplate,
};
// Never write values the person did not enter (defaults would add lines to the file).
const noDefaults = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
  allOf: 'skipDefaults',
} as const;

interface Props {
  /** Distinguishes the controls of this form from any other on the page ("block-2"). */
  id: string;
  schema: Json;
  value: JsonObject;
  /** Where this value sits in its document, to pick out its problems (["blocks", 2]). */
  at: (string | number)[];
  problems: EditorProblem[];
  /** A reviewer's comments on fields of this document: each is shown beside its field when this form has it. */
  comments?: FieldComment[];
  context: Omit<EditorFormContext, 'moveEntry' | 'formValue' | 'fieldComments'>;
  onChange: (value: JsonObject, fieldId?: string) => void;
  /** Top-level fields this document shows among the everyday ones, or not at all (what one kind of site has no use for). */
  layout?: FormLayout;
  /** The owner's words for this kind of document: its fields' labels, help and which are the studio's alone. */
  words: DocumentWords | undefined;
}

export interface FormLayout {
  everyday?: string[];
  hidden?: string[];
}

/** The prepared form with `layout` applied to its top-level fields. */
function laidOut(prepared: ReturnType<typeof prepareSchema>, layout: FormLayout = {}) {
  const ui = { ...prepared.uiSchema };
  const advanced = (ui['ui:options'] as { advanced?: string[] } | undefined)?.advanced;
  if (advanced)
    ui['ui:options'] = { ...ui['ui:options'], advanced: advanced.filter((key) => !layout.everyday?.includes(key)) };
  for (const key of layout.hidden ?? []) ui[key] = { 'ui:widget': 'hidden' };
  return { schema: prepared.schema, uiSchema: ui };
}

/** A form generated from a schema; no form is written by hand for any block. */
export function DocumentForm({ id, schema, value, at, problems, comments, context, onChange, layout, words }: Props) {
  // A client of team mode gets the plain view: the studio's own fields are not theirs to see.
  const plain = isClient(useViewer());
  const prepared = useMemo(
    () => laidOut(prepareSchema(schema as RJSFSchema & Record<string, unknown>, undefined, { words, plain }), layout),
    [schema, layout, words, plain],
  );
  const { errorSchema } = useMemo(() => errorSchemaFor(problems, at, value), [problems, at, value]);
  // The form library may hold on to an older context, so moving reads the latest value through a ref.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const fieldComments = useMemo(
    () => (comments?.length ? commentsById(comments, at, id) : undefined),
    [comments, at, id],
  );
  const formContext: EditorFormContext = useMemo(
    () => ({
      ...context,
      formValue: value,
      fieldComments,
      moveEntry: (entryPath, to) =>
        latest.current.onChange(movedEntry(latest.current.value, entryPath, to), `${id}_${entryPath.join('_')}`),
    }),
    [context, id, value, fieldComments],
  );
  return (
    <Form
      idPrefix={id}
      schema={prepared.schema}
      uiSchema={{ ...prepared.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={value}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formContext={formContext}
      extraErrors={errorSchema}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={noDefaults}
      onChange={(event, fieldId) => onChange(event.formData as JsonObject, fieldId)}
      onSubmit={() => undefined}
    />
  );
}

/**
 * The comments that name a field of this form (the value at `at`), by the
 * id the form library gives that field: "block-2_tiers_1_price".
 */
export function commentsById(comments: FieldComment[], at: (string | number)[], id: string) {
  const byId: Record<string, FieldComment> = {};
  for (const comment of comments) {
    if (!at.every((key, i) => String(comment.path[i]) === String(key))) continue;
    const rest = comment.path.slice(at.length);
    byId[rest.length ? `${id}_${rest.join('_')}` : id] = comment;
  }
  return byId;
}

/** A copy of `value` with the list entry at `entryPath` moved to position `to` of its list. */
export function movedEntry(value: JsonObject, entryPath: (string | number)[], to: number): JsonObject {
  const copy = structuredClone(value);
  const from = Number(entryPath[entryPath.length - 1]);
  let list: unknown = copy;
  for (const key of entryPath.slice(0, -1)) list = (list as Record<string | number, unknown>)[key];
  if (!Array.isArray(list) || from < 0 || from >= list.length) return value;
  const [entry] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(to, list.length)), 0, entry);
  return copy;
}
