import type { EditorProblem } from '../types';

/** The problems of the page in words, as `npm run validate` prints them. */
export function ProblemList({ problems, title }: { problems: EditorProblem[]; title: string }) {
  if (!problems.length) return null;
  return (
    <section className="ed-problems" aria-labelledby="problems-title">
      <h2 id="problems-title">{title}</h2>
      <ul>
        {problems.map((problem, i) => (
          <li key={i}>
            {problem.where && <span className="ed-where">{problem.where}: </span>}
            {problem.message}
            {problem.hint && <span className="ed-hint"> {problem.hint}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
