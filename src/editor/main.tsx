import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('editor')!).render(<App />);
