import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { choiceLabel } from '../labels';

const DefaultSelect = getDefaultRegistry().widgets.SelectWidget;
const DefaultCheckboxes = getDefaultRegistry().widgets.CheckboxesWidget;

/** The choices of a field with their names in the words file (prepare-schema.ts passes them as the `choices` option). */
const namedOptions = (options: WidgetProps['options']) => {
  const choices = options.choices as Record<string, string> | undefined;
  return options.enumOptions?.map((option) => ({ ...option, label: choiceLabel(option, choices) }));
};

/**
 * The form library's select, with its choices in the words file's names
 * ("Large", not "lg"; prepare-schema.ts passes them as the `choices` option)
 * and a visible label where it leaves one out: the choice between
 * alternatives ("External" or "Simulated" submission).
 */
export function SelectWidget(props: WidgetProps) {
  const select = <DefaultSelect {...props} options={{ ...props.options, enumOptions: namedOptions(props.options) }} />;
  const unlabelled = props.hideLabel || /__(one|any)of_select$/.test(props.id);
  if (!unlabelled) return select;
  return (
    <label className="ed-choice">
      Kind of {String(props.label || 'value').toLowerCase()}
      {select}
    </label>
  );
}

/** A box to tick for each of a set of fixed values (what a dish suits), each named as the words file names it. */
export function CheckboxesWidget(props: WidgetProps) {
  return <DefaultCheckboxes {...props} options={{ ...props.options, enumOptions: namedOptions(props.options) }} />;
}
