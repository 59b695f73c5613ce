import type { WidgetProps } from '@rjsf/utils';
import type { EditorFormContext } from '../form-context';
import { galleryChoices, galleryPage, newPictureName } from '../gallery-choices';
import { controlName } from '../labels';
import { ChoicePicker } from './choice-picker';

/**
 * One picture of a featured section: chosen by its title and picture from
 * the galleries of the page the section links to, never typed as a name.
 * A picture its gallery has not named yet is given a name from its title
 * when chosen (a change to that page, saved with this one).
 */
export function GalleryPictureWidget({
  id,
  value,
  label,
  disabled,
  readonly,
  onChange,
  registry,
  schema,
}: WidgetProps) {
  const { siteId, galleries, formValue } = registry.formContext as EditorFormContext;
  const page = galleries && galleryPage(formValue?.href, galleries);
  const choices = page ? galleryChoices(page) : [];
  const name = typeof value === 'string' && value !== '' ? value : undefined;
  const chosen =
    name === undefined ? undefined : choices.find((choice) => !choice.unnamed && choice.reference === name);
  const where = page ? `the ${page.name} page` : 'the page this section links to';
  return (
    <ChoicePicker
      id={id}
      label={controlName(label, schema)}
      siteId={siteId}
      value={name}
      chosen={chosen}
      choices={() => choices}
      optional={false}
      disabled={disabled || readonly}
      words={{
        one: 'picture',
        many: 'pictures',
        none: 'Show no picture here',
        empty: page
          ? `The ${page.name} page has no gallery: add one there, or link this section to the page that has it.`
          : 'Link this section to a page of this site with a gallery first (its link, above), then choose its pictures.',
        nothing: 'No picture chosen',
        missing: 'Missing picture',
        missingNote: () =>
          `This names a picture that ${where} does not have: it may have been deleted. Choose another.`,
      }}
      onChange={(picked) => {
        const choice = choices.find((candidate) => candidate.reference === picked);
        if (!page || !choice?.unnamed) return onChange(picked);
        const taken = new Set(choices.filter((other) => !other.unnamed).map((other) => other.reference));
        const given = newPictureName(choice.title, taken);
        const { block, item } = choice.unnamed;
        onChange(given);
        // Named once this section's change is in: the gallery may be on this very page, whose change must not undo it.
        setTimeout(() => galleries.nameIt(page.file, block, item, given));
      }}
    />
  );
}
