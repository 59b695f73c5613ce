import { isAdvice, problemInWords, siteDocOf } from '../problems/problem-words';
import { opensInEditor } from '../problems/use-open-problem';
import { useEditorStore } from '../store/editor-store';
import type { EditorProblem } from '../protocol';

/**
 * Brings the list of problems into sight (a refused save speaks of it), after
 * the next paint so a list that has just appeared is there to be shown.
 */
export function revealProblems() {
  requestAnimationFrame(() => document.querySelector('.ed-problems')?.scrollIntoView({ block: 'start' }));
}

/**
 * Problems in the person's words, each a link that opens its section and
 * focuses its field; a problem in a file the editor has no form for (a
 * collection's entry) names that file instead. Advice (which does not stop a
 * save) is marked as such.
 */
export function ProblemList({
  problems,
  title,
  opener,
}: {
  problems: EditorProblem[];
  title: string;
  opener: { open: (problem: EditorProblem) => void; hrefOf: (problem: EditorProblem) => string };
}) {
  const { state } = useEditorStore();
  if (!problems.length) return null;
  return (
    <section className="ed-problems" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {problems.map((problem, i) => {
          const words = (
            <>
              {isAdvice(problem) && <strong>Advice: </strong>}
              {problemInWords(problem, state.docs[problem.doc], siteDocOf(state.docs, problem.doc))}
            </>
          );
          return (
            <li key={i}>
              {opensInEditor(problem.doc) ? (
                <a
                  href={opener.hrefOf(problem)}
                  onClick={(event) => {
                    event.preventDefault();
                    opener.open(problem);
                  }}
                >
                  {words}
                </a>
              ) : (
                <>
                  {words} <span className="ed-problem-file">To fix it, edit the file {problem.doc}.</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
