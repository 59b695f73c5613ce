import { isAdvice, problemInWords } from '../problems/problem-words';
import { useEditorStore } from '../store/editor-store';
import type { EditorProblem } from '../protocol';

/**
 * Problems in the person's words, each a link that opens its section and
 * focuses its field. Advice (which does not stop a save) is marked as such.
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
        {problems.map((problem, i) => (
          <li key={i}>
            <a
              href={opener.hrefOf(problem)}
              onClick={(event) => {
                event.preventDefault();
                opener.open(problem);
              }}
            >
              {isAdvice(problem) && <strong>Advice: </strong>}
              {problemInWords(problem, state.docs[problem.doc])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
