import { useId, useState, type DragEvent } from 'react';
import { api } from '../api';
import type { SiteImage } from '../protocol';
import { uploadName } from './upload-name';

const ACCEPT = '.svg,.png,.jpg,.jpeg,.webp,.avif,image/svg+xml,image/png,image/jpeg,image/webp,image/avif';
const MAX_BYTES = 10 * 1024 * 1024;

/** Drop a picture here or choose one; it goes into the site's images folder. */
export function UploadZone({ siteId, onUploaded }: { siteId: string; onUploaded: (image: SiteImage) => void }) {
  const inputId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<{ text: string; error?: boolean }>();
  const [over, setOver] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return setStatus({ text: `${file.name} is larger than 10 MB.`, error: true });
    setStatus({ text: `Uploading ${file.name}…` });
    try {
      const image = await api.upload(siteId, file, uploadName(file.name, name));
      setStatus({ text: `Uploaded as ${image.src}. Describe it below.` });
      // A name given was for this picture, not the next one.
      setName('');
      onUploaded(image);
    } catch (error) {
      setStatus({ text: (error as Error).message, error: true });
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={`ed-drop ${over ? 'ed-drop-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <div className="ed-drop-name">
        <label htmlFor={nameId}>Name of the file (optional: left empty, the picture keeps its own name)</label>
        <input
          id={nameId}
          className="form-control"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <p>Drag a picture here (SVG, PNG, JPEG, WebP or AVIF, up to 10 MB), or</p>
      <label className="ed-button" htmlFor={inputId}>
        Upload a picture…
      </label>
      <input
        id={inputId}
        className="ed-visually-hidden"
        type="file"
        accept={ACCEPT}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <p role="status" className={status?.error ? 'ed-field-error' : 'ed-muted'}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
