import { useEffect } from 'react';
import { cssTransition, toast, ToastContainer, type TypeOptions } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import styled, { keyframes } from 'styled-components';
import { TAP_SIZE } from '@/ui/tap-target';
import { attachHost, type Notice, type NoticeKind } from './notice-queue';

const TYPES: Record<Exclude<NoticeKind, 'loading'>, TypeOptions> = { success: 'success', error: 'error', info: 'info' };

/** How long a notification stays, unless the visitor is reading it (hover, focus). */
const AUTO_CLOSE_MS = 5000;

const fadeOut = keyframes`to { opacity: 0; }`;
const stayPut = keyframes`from { opacity: 1; } to { opacity: 1; }`;

/**
 * Slides in as the library's own toasts do, but leaves with a short fade and no
 * collapse, so a notification that is replaced is gone by the time its
 * successor has arrived.
 */
const SlideInFadeOut = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter--bottom-right',
  exit: 'Toastify--animate notice-leaving',
  collapse: false,
});

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
  .Toastify__toast { padding-right: ${TAP_SIZE}; }
  .Toastify__toast--error { background: var(--toastify-color-error); color: #fff; }
  .Toastify__toast--error .Toastify__close-button { color: #fff; opacity: 0.9; }
  /* The close button is a full tap target in the toast's corner. */
  .Toastify__close-button { top: 0; right: 0; width: ${TAP_SIZE}; height: ${TAP_SIZE}; display: grid; place-items: center; }
  .notice-leaving { animation-name: ${fadeOut}; animation-duration: 150ms; }
  /*
   * The site's reduced-motion rule stops all animation, but the library waits for
   * an animation's end to start a toast's timer, to close it when the timer bar
   * runs out, and to remove it once it has left. So here the entrance and exit
   * stay (motionless and instant) and the timer bar keeps running.
   */
  @media (prefers-reduced-motion: reduce) {
    .Toastify--animate { animation: ${stayPut} 1ms both !important; }
    .Toastify__progress-bar--animated {
      animation-name: Toastify__trackProgress !important;
      animation-duration: ${AUTO_CLOSE_MS}ms !important;
      animation-timing-function: linear !important;
      animation-fill-mode: forwards !important;
    }
  }
`;

/** A new notification replaces the one showing at once, instead of waiting for it to close. */
function show({ kind, title, description }: Notice) {
  const content = (
    <Body>
      <Title>{title}</Title>
      {description && <span>{description}</span>}
    </Body>
  );
  toast.dismiss();
  if (kind === 'loading') toast.loading(content);
  else toast(content, { type: TYPES[kind], role: kind === 'error' ? 'alert' : 'status' });
}

/**
 * The toast container: bottom right, one notification at a time, closed by its
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
      transition={SlideInFadeOut}
      autoClose={AUTO_CLOSE_MS}
      draggable
      closeOnClick={false}
      pauseOnFocusLoss
      aria-label="Notifications"
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}
