import { blockHelp, blockLabel } from '../form/labels';
import type { Json, JsonObject } from '../store/state';
import { Dialog } from '../ui/dialog';

interface BlockSchema {
  description?: string;
  examples?: JsonObject[];
  properties?: { type?: { const?: string } };
}

/** The block types with their descriptions; choosing one adds it, filled with its schema's example. */
export function AddSectionDialog({
  schemas,
  onPick,
  onClose,
}: {
  schemas: Json[];
  onPick: (block: JsonObject) => void;
  onClose: () => void;
}) {
  const types = (schemas as BlockSchema[]).filter((schema) => schema.properties?.type?.const);
  return (
    <Dialog title="Add a section" open wide onClose={onClose}>
      <p>The new section starts with example text: change it in the form afterwards.</p>
      <ul className="ed-type-list">
        {types.map((schema) => {
          const type = schema.properties!.type!.const!;
          const example = schema.examples?.[0] ?? {};
          return (
            <li key={type}>
              <button type="button" className="ed-type" onClick={() => onPick({ ...structuredClone(example), type })}>
                <strong>{blockLabel(type)}</strong>
                <span>{blockHelp(type) ?? schema.description ?? ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
