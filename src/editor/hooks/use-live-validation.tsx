import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api';
import { dirtyDocs } from '../store/selectors';
import { useEditorStore } from '../store/editor-store';
import type { EditedDocument, EditorProblem } from '../protocol';

/** Pause after the last keystroke before asking the checker. */
const DELAY_MS = 250;

interface ProblemsValue {
  problems: EditorProblem[];
  /** True while the latest edits have not been checked yet. */
  checking: boolean;
}

const ProblemsContext = createContext<ProblemsValue>({ problems: [], checking: false });

/**
 * Asks the server's content checker (the same one as `npm run validate`)
 * about the unsaved documents shortly after each change, so problems show
 * while typing. Older answers never overwrite newer ones. With `off` (a
 * screen where nothing is edited) it asks nothing: the checker's first run
 * reads the whole content, and that screen's own requests would wait behind it.
 */
export function LiveValidationProvider({ children, off = false }: { children: ReactNode; off?: boolean }) {
  const { state } = useEditorStore();
  // The problems found, and which edits they were found for: edits newer than that are still being checked.
  const [checked, setChecked] = useState<{ key?: string; problems: EditorProblem[] }>({ problems: [] });
  const docs = dirtyDocs(state).map(({ file, version, data }) => ({ file, version, data }));
  const key = JSON.stringify(docs);

  useEffect(() => {
    if (off) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .validate(JSON.parse(key) as EditedDocument[])
        .then(({ problems }) => current && setChecked({ key, problems }))
        .catch(() => current && setChecked((old) => ({ key, problems: old.problems })));
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, off]);

  const value = useMemo<ProblemsValue>(
    () => ({ problems: checked.problems, checking: !off && checked.key !== key }),
    [checked, key, off],
  );
  return <ProblemsContext.Provider value={value}>{children}</ProblemsContext.Provider>;
}

export function useProblems() {
  return useContext(ProblemsContext);
}

export function problemsOf(problems: EditorProblem[], file: string): EditorProblem[] {
  return problems.filter((problem) => problem.doc === file);
}
