import type { RefObject } from 'react';
import { SITE_FACTS, type SiteFact } from '@/content/site-facts';

const LABELS: Record<SiteFact, string> = {
  businessName: 'Business name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  hours: 'Opening hours',
};

/**
 * A choice beside a text box that puts a site fact into the text at the
 * cursor ("{phone}"): the page then shows the fact from the site settings and
 * follows it when it changes. Always in place, so nothing moves under the
 * pointer when the text box loses the focus.
 */
export function FactButtons({
  box,
  label,
  onInsert,
}: {
  box: RefObject<HTMLTextAreaElement | null>;
  label: string;
  onInsert: (text: string) => void;
}) {
  const insert = (fact: string) => {
    const element = box.current;
    if (!element || !fact) return;
    const token = `{${fact}}`;
    const { selectionStart, selectionEnd, value } = element;
    onInsert(`${value.slice(0, selectionStart)}${token}${value.slice(selectionEnd)}`);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(selectionStart + token.length, selectionStart + token.length);
    });
  };
  return (
    <select
      className="ed-facts"
      aria-label={`${label}: add a business detail`}
      value=""
      onChange={(event) => insert(event.target.value)}
    >
      <option value="">Add a business detail…</option>
      {(Object.keys(LABELS) as SiteFact[]).map((fact) => (
        <option key={fact} value={fact} title={`Shows ${SITE_FACTS[fact]} from the site settings`}>
          {LABELS[fact]}
        </option>
      ))}
    </select>
  );
}
