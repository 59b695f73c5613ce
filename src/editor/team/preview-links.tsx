import { useCallback, useEffect, useState } from 'react';
import { teamApi } from '../api';
import type { PreviewLink } from '../protocol';

/**
 * Share preview, and the site's preview links that still open, each with
 * Revoke: whoever was sent an address can be cut off without waiting 7 days.
 */

const day = (iso: string) => new Date(iso).toLocaleDateString();
const moment = (iso: string) => new Date(iso).toLocaleString();

export function PreviewLinks({ site, onMessage }: { site: string; onMessage: (text: string) => void }) {
  const [links, setLinks] = useState<PreviewLink[]>();
  const [address, setAddress] = useState('');
  const load = useCallback(
    () =>
      teamApi.previews(site).then(
        (answer) => setLinks(answer.links),
        (error: Error) => onMessage(error.message),
      ),
    [site, onMessage],
  );
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<string>) => {
    try {
      onMessage(await work());
      await load();
    } catch (error) {
      onMessage((error as Error).message);
    }
  };
  const share = () =>
    act(async () => {
      const answer = await teamApi.createPreview(site);
      setAddress(answer.url);
      return `Preview link made: send the address below. It works until ${day(answer.expiresAt)}.`;
    });
  // Without the clipboard (an address that is not HTTPS), the person copies the selected address themselves.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(address))
      .then(() => onMessage('The preview address is copied: paste it into an email or a message.'))
      .catch(() => onMessage('Copy the preview address from the box above (it is selected when you click it).'));
  const revoke = (link: PreviewLink) =>
    act(async () => {
      await teamApi.revokePreview(site, link.id);
      setAddress('');
      return `The preview link made on ${moment(link.createdAt)} no longer opens.`;
    });

  return (
    <section aria-label="Preview links">
      <button type="button" className="ed-button" onClick={() => void share()}>
        Share preview
      </button>
      {address && (
        <p>
          <label>
            Preview address{' '}
            <input readOnly value={address} onFocus={(e) => e.currentTarget.select()} style={{ width: '100%' }} />
          </label>{' '}
          <button type="button" className="ed-button" onClick={() => void copy()}>
            Copy link
          </button>
        </p>
      )}
      {links && links.length > 0 && (
        <ul style={{ paddingLeft: 18, margin: '6px 0' }}>
          {links.map((link) => (
            <li key={link.id}>
              Made by {link.createdBy} on {moment(link.createdAt)}, open until {day(link.expiresAt)}{' '}
              <button
                type="button"
                className="ed-button"
                aria-label={`Revoke the preview link made by ${link.createdBy} on ${moment(link.createdAt)}`}
                onClick={() => void revoke(link)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
