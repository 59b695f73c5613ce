import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows its content at a chosen screen width, scaled down to fit the space it
 * has, so a desktop-width page can be previewed beside the form panel.
 * Without a width the content simply fills the space.
 */
export function ScaledViewport({ width, children }: { width?: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = outer.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width && size.width ? Math.min(1, size.width / width) : 1;
  return (
    <div ref={outer} className="ed-viewport">
      <div
        className="ed-viewport-inner"
        style={
          width
            ? { width, height: size.height / scale, transform: `scale(${scale})`, transformOrigin: 'top left' }
            : undefined
        }
      >
        {children}
      </div>
    </div>
  );
}
