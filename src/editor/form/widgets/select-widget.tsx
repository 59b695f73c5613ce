import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';

const DefaultSelect = getDefaultRegistry().widgets.SelectWidget;

/**
 * The form library's select, with a visible label where it leaves one out:
 * the choice between alternatives ("External" or "Simulated" submission).
 */
export function SelectWidget(props: WidgetProps) {
  const unlabelled = props.hideLabel || props.id.endsWith('__oneof_select');
  if (!unlabelled) return <DefaultSelect {...props} />;
  return (
    <label className="ed-choice">
      Kind of {String(props.label || 'value').toLowerCase()}
      <DefaultSelect {...props} />
    </label>
  );
}
