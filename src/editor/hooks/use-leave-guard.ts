import { useEffect } from 'react';
import { useEditorStore } from '../store/editor-store';
import { dirtyDocs } from '../store/selectors';

/** Closing or reloading the tab with unsaved changes asks first. */
export function useLeaveGuard() {
  const { state } = useEditorStore();
  const unsaved = dirtyDocs(state).length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const onLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [unsaved]);
}
