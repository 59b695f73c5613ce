import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';

const DefaultObject = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * The form library's group of fields, with the rarely changed ones (addresses
 * of the site, form ids, section ids) moved into an "Advanced" part that
 * stays closed until the person opens it.
 */
export function ObjectTemplate(props: ObjectFieldTemplateProps) {
  const advanced = getUiOptions(props.uiSchema).advanced;
  if (!Array.isArray(advanced)) return <DefaultObject {...props} />;
  const rare = props.properties.filter((property) => advanced.includes(property.name) && !property.hidden);
  if (!rare.length) return <DefaultObject {...props} />;
  const everyday = props.properties.filter((property) => !rare.includes(property));
  return (
    <>
      <DefaultObject {...props} properties={everyday} />
      <details className="ed-advanced">
        <summary>Advanced</summary>
        {rare.map((property) => property.content)}
      </details>
    </>
  );
}
