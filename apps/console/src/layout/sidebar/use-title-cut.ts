import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a menu title shows less than its whole text (more lines than it keeps, or wider than its room),
 * measured again whenever its box changes size (the sidebar's width, the size setting, the language). Without
 * layout (happy-dom) it stays false.
 */
export function useTitleCut<Title extends HTMLElement>(text: string) {
  const ref = useRef<Title>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const title = ref.current;
    if (!title || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setCut(title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(title);
    return () => observer.disconnect();
  }, [text]);
  return { ref, cut };
}
