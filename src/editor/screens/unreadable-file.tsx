import { Link } from 'react-router-dom';
import type { EditorProblem } from '../protocol';

/**
 * A file broken by hand (a missing comma, a stray quote) cannot be shown as a
 * form. Instead of a blank screen the editor says which file, where the
 * checker found the mistake, and that the rest of the content still opens.
 */
export function UnreadableFile({ file, problems }: { file: string; problems: EditorProblem[] }) {
  return (
    <div role="alert" className="ed-page-message">
      <h1>{file} cannot be opened here</h1>
      <p>
        It is not valid JSON any more, so the editor cannot show it as a form. Correct it in a text editor, then reload
        this page.
      </p>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, index) => (
            <li key={index}>
              Line {problem.line}, column {problem.column}: {problem.message}
              {problem.hint ? ` ${problem.hint}` : ''}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/">Back to all sites</Link>
      </p>
    </div>
  );
}
