import Form from '@rjsf/core';
import type { RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020';
import { useMemo } from 'react';
import type { Json, JsonObject } from '../store/state';
import type { EditorProblem } from '../types';
import { errorSchemaFor } from './error-schema';
import type { EditorFormContext } from './form-context';
import { prepareSchema } from './prepare-schema';
import { buttonTemplates } from './widgets/buttons';
import { HrefWidget } from './widgets/href-widget';
import { HslWidget } from './widgets/hsl-widget';
import { ImageField } from './widgets/image-field';
import { SelectWidget } from './widgets/select-widget';
import { SwitchWidget } from './widgets/switch-widget';

// The content schemas are draft 2020-12. The form library's validator only
// resolves choices between alternatives here; the problems shown come from
// the content checker on the server.
const validator = customizeValidator({ AjvClass: Ajv2020 });
const widgets = { switch: SwitchWidget, href: HrefWidget, hsl: HslWidget, SelectWidget };
const fields = { image: ImageField } as unknown as RegistryFieldsType;
const templates = { ButtonTemplates: buttonTemplates };
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
  context: EditorFormContext;
  onChange: (value: JsonObject, fieldId?: string) => void;
}

/** A form generated from a schema; no form is written by hand for any block. */
export function DocumentForm({ id, schema, value, at, problems, context, onChange }: Props) {
  const prepared = useMemo(() => prepareSchema(schema as RJSFSchema & Record<string, unknown>), [schema]);
  const { errorSchema } = useMemo(() => errorSchemaFor(problems, at), [problems, at]);
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
      formContext={context}
      extraErrors={errorSchema}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={noDefaults}
      onChange={(event, fieldId) => onChange(event.formData as JsonObject, fieldId)}
      onSubmit={() => undefined}
    />
  );
}
