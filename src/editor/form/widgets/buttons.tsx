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

/** Where each moving button sends its entry, from where it is in a list of `total`. */
const MOVES: Record<string, (index: number, total: number) => number> = {
  'Move up': (index) => index - 1,
  'Move down': (index) => index + 1,
  'Move to top': () => 0,
  'Move to bottom': (_index, total) => total - 1,
};

/**
 * After an entry moved, the keyboard and the view go with it: the same button
 * of the moved entry takes the focus (its first button still usable, when that
 * one no longer is, as "Move up" at the top), and is scrolled into view.
 */
function followMove(entryId: string, to: number, label: string) {
  const id = entryId.replace(/_\d+$/, `_${to}`);
  // Once the form has drawn the list in its new order.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>(`[data-entry="${CSS.escape(id)}"] button`)];
      const same = buttons.find((button) => button.textContent === label && !button.disabled);
      const target = same ?? buttons.find((button) => !button.disabled);
      if (!target) return;
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'nearest' });
    }),
  );
}

/** An entry's buttons, plus "Move to top" and "Move to bottom" for lists long enough to need them. */
function ItemButtons(props: ArrayFieldItemButtonsTemplateProps) {
  const { moveEntry } = props.registry.formContext as EditorFormContext;
  const { index, totalItems, fieldPathId, disabled, readonly } = props;
  const still = disabled || readonly;
  return (
    <span
      className="ed-entry-buttons"
      data-entry={fieldPathId.$id}
      onClickCapture={(event) => {
        const label = (event.target as HTMLElement).closest('button')?.textContent ?? '';
        const to = MOVES[label]?.(index, totalItems);
        if (to !== undefined && to !== index && to >= 0 && to < totalItems) followMove(fieldPathId.$id, to, label);
      }}
    >
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
    </span>
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
