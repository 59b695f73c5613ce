import { getDefaultRegistry } from '@rjsf/core';
import type { FieldTemplateProps, TitleFieldProps } from '@rjsf/utils';
import { useLayoutEffect } from 'react';
import type { EditorFormContext } from '../form-context';
import type { FieldComment } from '../../team/sent-back';

const { TitleFieldTemplate: DefaultTitle, WrapIfAdditionalTemplate: Wrap } = getDefaultRegistry().templates;

/**
 * What a required field says after its label: the word, not a star. It is
 * part of the label, so a screen reader reads it with the field's name.
 */
export function RequiredWords({ required }: { required?: boolean }) {
  return required ? <span className="ed-required"> (required)</span> : null;
}

/**
 * A field with its label, help, control and problems: the form library's own
 * layout, with the required mark in words, and a reviewer's comment on the
 * field where one names it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, registry } = props;
  const comment = (registry.formContext as EditorFormContext | undefined)?.fieldComments?.[id];
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
      {comment && <ReviewComment fieldId={id} comment={comment} />}
      {errors}
      {help}
    </Wrap>
  );
}

const CONTROLS = 'input, textarea, select';

/**
 * A reviewer's comment under the field it names. The field's control is
 * described by it, so it is read out when the field takes the focus.
 */
function ReviewComment({ fieldId, comment }: { fieldId: string; comment: FieldComment }) {
  const noteId = `${fieldId}__review`;
  useLayoutEffect(() => {
    const control = document.getElementById(fieldId);
    if (!control?.matches(CONTROLS)) return;
    const ids = () => (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!ids().includes(noteId)) control.setAttribute('aria-describedby', [...ids(), noteId].join(' '));
    return () => {
      const rest = ids().filter((one) => one !== noteId);
      if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
      else control.removeAttribute('aria-describedby');
    };
  }, [fieldId, noteId]);
  return (
    <p className="ed-field-comment" id={noteId}>
      <strong>Sent back{comment.by ? ` by ${comment.by}` : ''}:</strong> “{comment.text}”
    </p>
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
