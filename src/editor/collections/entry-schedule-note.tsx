import { publishMoment } from '@/content/collections';
import { useEditorStore } from '../store/editor-store';
import type { EditedDoc } from '../store/state';
import { scheduleWords } from './entry-schedule';

/**
 * When the entry goes live, in words, above its form (now read on the site's
 * clock, `timeZone`, so "Goes live" turns into "Dated" when it is there); and Unpublish, which
 * sets it back to draft as an ordinary change: the Save keeps it, and the next
 * publish takes its page, its place in lists and feeds and its sitemap line away.
 */
export function EntryScheduleNote({ entry, timeZone }: { entry: EditedDoc; timeZone?: string }) {
  const { dispatch } = useEditorStore();
  const words = scheduleWords(entry.data, publishMoment(new Date(), timeZone));
  if (!words) return null;
  const unpublish = () =>
    dispatch({ type: 'setData', file: entry.file, data: { ...entry.data, draft: true }, at: Date.now() });
  return (
    <p className="ed-entry-schedule" aria-live="polite">
      {words}{' '}
      {entry.data.draft !== true && (
        <button type="button" className="ed-button" onClick={unpublish}>
          Unpublish (back to draft)
        </button>
      )}
    </p>
  );
}
