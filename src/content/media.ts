/** Where each site's images are served from: `${MEDIA_BASE}${siteId}/${src}`. */
export const MEDIA_BASE = '/media/';

export function mediaUrl(siteId: string, src: string): string {
  return `${MEDIA_BASE}${siteId}/${src}`;
}
