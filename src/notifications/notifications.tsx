import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstNotice } from './notify';

const ToastHost = lazy(() => import('./toast-host'));

/** Where notifications appear; renders nothing until the first one is sent. */
export function Notifications() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstNotice(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
