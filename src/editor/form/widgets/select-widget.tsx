import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { choiceLabel } from '../labels';

const DefaultSelect = getDefaultRegistry().widgets.SelectWidget;

/**
 * The form library's select, with its choices in the words file's names
 * ("Large", not "lg"; prepare-schema.ts passes them as the `choices` option)
 * and a visible label where it leaves one out: the choice between
 * alternatives ("External" or "Simulated" submission).
 */
export function SelectWidget(props: WidgetProps) {
  const choices = props.options.choices as Record<string, string> | undefined;
  const enumOptions = props.options.enumOptions?.map((option) => ({
    ...option,
    label: choiceLabel(option, choices),
  }));
  const select = <DefaultSelect {...props} options={{ ...props.options, enumOptions }} />;
  const unlabelled = props.hideLabel || /__(one|any)of_select$/.test(props.id);
  if (!unlabelled) return select;
  return (
    <label className="ed-choice">
      Kind of {String(props.label || 'value').toLowerCase()}
      {select}
    </label>
  );
}
