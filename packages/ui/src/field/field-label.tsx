import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface FieldLabelProps {
  htmlFor: string;
  /** Kept for assistive tech but not shown, where the layout already says what the control is. */
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label every form control of the kit names itself with. */
export function FieldLabel({ htmlFor, hidden, className, children }: FieldLabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        hidden ? 'sr-only' : 'min-w-0 text-control text-muted [overflow-wrap:anywhere]',
        className,
      )}
    >
      {children}
    </label>
  );
}
