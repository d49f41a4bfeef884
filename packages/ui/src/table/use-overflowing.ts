import { useEffect, useRef, useState } from 'react';

/**
 * Whether the content is wider than its scrolling frame, measured again whenever either changes size (a
 * rotated phone, rows that arrive). Without layout (server rendering, happy-dom) it stays false.
 */
export function useOverflowing<Frame extends HTMLElement, Content extends HTMLElement>() {
  const frameRef = useRef<Frame>(null);
  const contentRef = useRef<Content>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    const content = contentRef.current;
    if (!frame || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(frame.scrollWidth > frame.clientWidth));
    observer.observe(frame);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return { frameRef, contentRef, overflowing };
}
