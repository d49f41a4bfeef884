import { useEffect, useRef } from 'react';

/**
 * A ref that follows the latest value, for callbacks made once and called later: react-hook-form keeps the
 * resolver it was first given, yet the rules across items must see the draft as it is now.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
