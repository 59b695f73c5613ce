import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('editor')!, {
  // A preview section that cannot be drawn yet (a value still empty) is caught
  // and replaced by a note in the preview; it is not an error worth logging.
  onCaughtError: () => undefined,
}).render(<App />);
