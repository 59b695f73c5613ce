import { useEffect } from 'react';
import { toast, ToastContainer, type TypeOptions } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import styled from 'styled-components';
import { attachHost, type Notice, type NoticeKind } from './notify';

const TYPES: Record<Exclude<NoticeKind, 'loading'>, TypeOptions> = { success: 'success', error: 'error', info: 'info' };

const Title = styled.strong`
  display: block;
  font-weight: 700;
`;

const Body = styled.div`
  display: grid;
  gap: 0.125rem;
  font-size: 0.9375rem;
  line-height: 1.4;
`;

/** The destructive look for errors: the library's default red, with readable contrast. */
const Container = styled(ToastContainer)`
  --toastify-color-error: hsl(0 72% 42%);
  --toastify-color-success: hsl(142 64% 28%);
  --toastify-text-color-light: hsl(222 30% 12%);
  --toastify-font-family: var(--font-body);
  .Toastify__toast--error { background: var(--toastify-color-error); color: #fff; }
  .Toastify__toast--error .Toastify__close-button { color: #fff; opacity: 0.9; }
`;

function show({ kind, title, description }: Notice) {
  const content = (
    <Body>
      <Title>{title}</Title>
      {description && <span>{description}</span>}
    </Body>
  );
  if (kind === 'loading') toast.loading(content);
  else toast(content, { type: TYPES[kind], role: kind === 'error' ? 'alert' : 'status' });
}

/**
 * The toast container: bottom right, one visible at a time, closed by its
 * button, by a swipe, or by Escape; Alt+T (the library's hot key) focuses it.
 */
export default function ToastHost() {
  useEffect(() => attachHost(show), []);
  useEffect(() => {
    // Escape closes notifications; the library has no key for that itself.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toast.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Container
      position="bottom-right"
      limit={1}
      autoClose={5000}
      draggable
      closeOnClick={false}
      pauseOnFocusLoss
      aria-label="Notifications"
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}
