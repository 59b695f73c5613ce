import { useState } from 'react';
import { Dialog } from '../ui/dialog';
import type { SiteImage } from '../protocol';
import { UploadZone } from './upload-zone';

interface Props {
  siteId: string;
  images: SiteImage[];
  current?: { src?: string; alt?: string };
  onAddImage: (image: SiteImage) => void;
  onDone: (choice: { image: SiteImage; alt: string } | undefined) => void;
}

/** Thumbnails of the site's pictures to choose from, an upload, and the alt text the choice needs. */
export function PictureDialog({ siteId, images, current, onAddImage, onDone }: Props) {
  const [chosen, setChosen] = useState<SiteImage | undefined>(images.find((image) => image.src === current?.src));
  const [alt, setAlt] = useState(current?.alt ?? '');
  const [asked, setAsked] = useState(false);
  const ready = chosen && alt.trim();

  return (
    <Dialog title="Choose a picture" open wide onClose={() => onDone(undefined)}>
      <UploadZone
        siteId={siteId}
        onUploaded={(image) => {
          onAddImage(image);
          setChosen(image);
          setAlt('');
        }}
      />
      <fieldset className="ed-thumbs">
        <legend>The site's pictures</legend>
        {images.map((image) => (
          <label key={image.src} className={`ed-thumb ${chosen?.src === image.src ? 'ed-thumb-on' : ''}`}>
            <input
              type="radio"
              name="picture"
              className="ed-visually-hidden"
              checked={chosen?.src === image.src}
              onChange={() => setChosen(image)}
            />
            <img src={`/media/${siteId}/${image.src}`} alt="" loading="lazy" />
            <span>{image.src}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="picture-alt">What the picture shows, in a few words for people who cannot see it</label>
      <input id="picture-alt" className="form-control" value={alt} onChange={(event) => setAlt(event.target.value)} />
      {asked && !ready && (
        <p className="ed-field-error">
          {chosen ? 'Describe the picture in a few words first.' : 'Choose or upload a picture first.'}
        </p>
      )}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button ed-button-primary"
          onClick={() => (ready ? onDone({ image: chosen, alt: alt.trim() }) : setAsked(true))}
        >
          Use this picture
        </button>
      </div>
    </Dialog>
  );
}
