import type { useSave } from './use-save';

/** The one Save, with the number of files still unsaved; `onSave` runs first (to clear an older message). */
export function SaveButton({ saving, onSave }: { saving: ReturnType<typeof useSave>; onSave?: () => void }) {
  return (
    <button
      type="button"
      className="ed-button ed-button-primary"
      disabled={saving.busy}
      onClick={() => {
        onSave?.();
        void saving.save();
      }}
    >
      {saving.unsaved ? `Save (${saving.unsaved} unsaved)` : 'Save'}
    </button>
  );
}
