import { getDefaultRegistry } from '@rjsf/core';
import {
  getUiOptions,
  type ArrayFieldItemButtonsTemplateProps,
  type IconButtonProps,
  type SubmitButtonProps,
} from '@rjsf/utils';
import type { EditorFormContext } from '../form-context';

type Props = IconButtonProps & { label: string };

const DefaultItemButtons = getDefaultRegistry().templates.ArrayFieldItemButtonsTemplate;

/** Buttons that say what they do in words; the form library's own ones show only icon classes. */
function TextButton({ label, icon: _icon, iconType, uiSchema: _ui, registry: _registry, className, ...rest }: Props) {
  return (
    <button
      type="button"
      className={`ed-button ${iconType === 'danger' ? 'ed-button-danger' : ''} ${className ?? ''}`}
      {...rest}
    >
      {label}
    </button>
  );
}

/** An entry's buttons, plus "Move to top" and "Move to bottom" for lists long enough to need them. */
function ItemButtons(props: ArrayFieldItemButtonsTemplateProps) {
  const { moveEntry } = props.registry.formContext as EditorFormContext;
  const { index, totalItems, fieldPathId, disabled, readonly } = props;
  const still = disabled || readonly;
  return (
    <>
      <DefaultItemButtons {...props} />
      {totalItems > 2 && (
        <>
          <button
            type="button"
            className="ed-button"
            disabled={still || index === 0}
            onClick={() => moveEntry(fieldPathId.path, 0)}
          >
            Move to top
          </button>
          <button
            type="button"
            className="ed-button"
            disabled={still || index === totalItems - 1}
            onClick={() => moveEntry(fieldPathId.path, totalItems - 1)}
          >
            Move to bottom
          </button>
        </>
      )}
    </>
  );
}

export const buttonTemplates = {
  AddButton: (props: IconButtonProps) => {
    const itemLabel = getUiOptions(props.uiSchema).itemLabel;
    return <TextButton {...props} label={`Add ${typeof itemLabel === 'string' ? itemLabel.toLowerCase() : 'entry'}`} />;
  },
  MoveUpButton: (props: IconButtonProps) => <TextButton {...props} label="Move up" />,
  MoveDownButton: (props: IconButtonProps) => <TextButton {...props} label="Move down" />,
  CopyButton: (props: IconButtonProps) => <TextButton {...props} label="Copy" />,
  RemoveButton: (props: IconButtonProps) => <TextButton {...props} iconType="danger" label="Remove" />,
  ClearButton: (props: IconButtonProps) => <TextButton {...props} label="Clear" />,
  // Saving is the editor's own button, not a form submit.
  SubmitButton: (_props: SubmitButtonProps) => null,
};

export const itemButtonsTemplate = ItemButtons;
