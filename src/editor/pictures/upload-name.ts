import { isPictureName } from '../../content/picture-files';

/**
 * The name an upload is stored under: the name the person typed, if any, with
 * the file's own extension (the kind of picture is the file's, not the
 * typed name's); otherwise the file's own name. The server makes either safe
 * for a web address ("Salon Photo 2231.JPG" -> "salon-photo-2231.jpg").
 */
export function uploadName(fileName: string, typed: string): string {
  const wanted = typed.trim();
  const stem = isPictureName(wanted) ? wanted.slice(0, wanted.lastIndexOf('.')) : wanted;
  if (!stem.trim()) return fileName;
  const dot = fileName.lastIndexOf('.');
  return `${stem.trim()}${dot > 0 ? fileName.slice(dot) : ''}`;
}
