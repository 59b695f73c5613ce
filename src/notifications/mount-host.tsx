import { createRoot } from 'react-dom/client';
import ToastHost from './toast-host';

/** Gives the toasts a React root of their own at the end of the page; the page itself may be static HTML. */
export function mountHost(): void {
  const container = document.createElement('div');
  container.dataset.notifications = '';
  document.body.append(container);
  createRoot(container).render(<ToastHost />);
}
