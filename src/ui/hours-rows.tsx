import type { OpeningHours } from '@/content/types.generated';
import { KeepRangesTogether } from '@/ui/keep-ranges';

/**
 * The rows of a list of opening hours: each a box of its days and their hours,
 * so the list's style can set a row on one line or let the hours take the next.
 * They go inside a dl.
 */
export function HoursRows({ hours }: { hours: OpeningHours[] }) {
  return hours.map((line, index) => (
    <div key={index}>
      <dt>
        <KeepRangesTogether text={line.days} />
      </dt>
      <dd>{line.hours}</dd>
    </div>
  ));
}
