import { getUiOptions, type IconButtonProps, type SubmitButtonProps } from '@rjsf/utils';

type Props = IconButtonProps & { label: string };

/** Buttons that say what they do in words; the form library's own ones show only icon classes. */
function TextButton({ label, icon: _icon, iconType, uiSchema: _ui, registry: _registry, className, ...rest }: Props) {
  return (
    <button type="button" className={`ed-button ${iconType === 'danger' ? 'ed-button-danger' : ''} ${className ?? ''}`} {...rest}>
      {label}
    </button>
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
