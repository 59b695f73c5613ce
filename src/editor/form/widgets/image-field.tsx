import type { FieldProps } from '@rjsf/utils';
import { isClient, useViewer } from '../../team/use-viewer';
import type { EditorFormContext } from '../form-context';

interface ImageValue {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** Every message in an error schema, however deep. */
export function messages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => (key === '__errors' ? (value as string[]) : messages(value)));
}

/**
 * A picture: its thumbnail, a button that opens the picker (with upload), and
 * what it shows, in words for people who cannot see it. The file's name is
 * the studio's business: a client sees the picture and its description only,
 * on a page's section and on an entry (a person's photo, a listing's photos) alike.
 */
export function ImageField({
  formData,
  onChange,
  fieldPathId,
  registry,
  errorSchema,
  schema,
  name,
}: FieldProps<ImageValue>) {
  const { siteId, pickImage } = registry.formContext as EditorFormContext;
  const client = isClient(useViewer());
  const value: ImageValue = formData ?? {};
  const id = fieldPathId.$id;
  const set = (next: ImageValue) => onChange(next, fieldPathId.path);
  const problems = messages(errorSchema);
  // The words of the picture's description, from the words files like every other field's.
  const alt = (schema.properties as Record<string, { title?: string; description?: string }> | undefined)?.alt;
  const choose = async () => {
    const picked = await pickImage(value);
    if (!picked) return;
    const { src, width, height } = picked.image;
    set({ ...value, src, alt: picked.alt, ...(width && height ? { width, height } : {}) });
  };
  return (
    <fieldset className="ed-image" id={id}>
      <legend>{schema.title ?? name}</legend>
      <div className="ed-image-row">
        {value.src ? (
          <img
            src={`/media/${siteId}/${value.src}`}
            alt={client ? (value.alt ?? '') : ''}
            width={client ? 144 : 96}
            height={client ? 96 : 64}
          />
        ) : (
          <span className="ed-muted">No picture chosen</span>
        )}
        <div>
          {!client && <p className="ed-image-name">{value.src ?? ''}</p>}
          <button type="button" className="ed-button" onClick={choose}>
            {value.src ? 'Change picture' : 'Choose picture'}
          </button>
        </div>
      </div>
      <label htmlFor={`${id}-alt`}>{alt?.title ?? 'What the picture shows'}</label>
      {alt?.description && (
        <p id={`${id}-alt-help`} className="field-description">
          {alt.description}
        </p>
      )}
      <input
        id={`${id}-alt`}
        className="form-control"
        aria-describedby={alt?.description ? `${id}-alt-help` : undefined}
        value={value.alt ?? ''}
        onChange={(event) => set({ ...value, alt: event.target.value || undefined })}
      />
      {problems.map((message) => (
        <p key={message} className="ed-field-error">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
