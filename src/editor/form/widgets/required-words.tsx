import { getDefaultRegistry } from '@rjsf/core';
import type { FieldTemplateProps, TitleFieldProps } from '@rjsf/utils';

const { TitleFieldTemplate: DefaultTitle, WrapIfAdditionalTemplate: Wrap } = getDefaultRegistry().templates;

/**
 * What a required field says after its label: the word, not a star. It is
 * part of the label, so a screen reader reads it with the field's name.
 */
export function RequiredWords({ required }: { required?: boolean }) {
  return required ? <span className="ed-required"> (required)</span> : null;
}

/** A field with its label, help, control and problems: the form library's own layout, with the required mark in words. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  return (
    <Wrap {...props}>
      {displayLabel && label && (
        <label className="control-label" htmlFor={id}>
          {label}
          <RequiredWords required={required} />
        </label>
      )}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </Wrap>
  );
}

/** The heading of a group of fields or of a list, with the required mark in words. */
export function TitleFieldTemplate(props: TitleFieldProps) {
  if (!props.required) return <DefaultTitle {...props} />;
  const { id, title, optionalDataControl } = props;
  return (
    <legend id={id}>
      {title}
      <RequiredWords required />
      {optionalDataControl}
    </legend>
  );
}
