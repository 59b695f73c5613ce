import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { settingsOf, typeOf } from '../../../scripts/content/core/collections.ts';
import { isFlawed, type ReadableSite } from '../../../scripts/content/readable.ts';
import type { Report } from '../../../scripts/content/routes.ts';
import { nearest } from '../../../scripts/content/suggest.ts';
import { referenceOf } from '../../content/collections.ts';
import { sectionReferences } from '../../content/named-people.ts';

/**
 * A team's people name entries of a person collection of the same site: a name
 * that matches no file is refused with the nearest one, as an entry's
 * references are, so deleting a person a team names is refused too.
 */
function checkPeople(entry: ReadableSite, _website: unknown, report: Report): void {
  const settings = settingsOf(entry.source.site.data);
  const typeOfCollection = new Map(entry.source.collections.map(({ name }) => [name, typeOf(settings.get(name))]));
  const all = entry.source.collections.flatMap((collection) =>
    collection.entries.map(({ slug }) => referenceOf(collection.name, slug)),
  );
  for (const { source } of entry.pages) {
    for (const { reference, path, type } of sectionReferences(source.data)) {
      if (isFlawed(entry, source.file, path)) continue;
      const collection = reference.slice(0, reference.indexOf('/'));
      const found = all.includes(reference);
      if (found && typeOfCollection.get(collection) === type) continue;
      const ofType = all.filter((other) => typeOfCollection.get(other.slice(0, other.indexOf('/'))) === type);
      const guess = nearest(reference, ofType);
      report(
        source,
        path,
        'missing-reference',
        found
          ? `"${reference}" is not a ${type}: the collection "${collection}" holds entries of another type.`
          : `"${reference}" names no entry of this site: there is no file collections/${reference}.json.`,
        guess
          ? `Did you mean "${guess}"?`
          : `Add the ${type} under collections/, in a collection of type "${type}" declared in site.json, first.`,
      );
    }
  }
}

const team: BlockRules = { site: checkPeople };
export default team;
