import { useEffect, useState } from 'react';

/** True while any form of the page's main content is at least partly on screen. */
export function useFormsInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const showing = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) showing.add(entry.target);
        else showing.delete(entry.target);
      }
      setInView(showing.size > 0);
    });
    document.querySelectorAll('main form').forEach((form) => observer.observe(form));
    return () => observer.disconnect();
  }, []);
  return inView;
}
