import { Slot } from 'radix-ui';
import type { Dialog as RadixDialog } from 'radix-ui';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyPart, useReplacingPart } from '../lazy/lazy-part';

type ContentProps = ComponentProps<typeof RadixDialog.Content>;

/**
 * Radix's Dialog (its focus trap, scroll lock and layers) loads when a modal first opens, fetched ahead on hover
 * or focus of its trigger; not with the page (docs/architecture.md#bundle-budgets).
 */
export const modalParts = lazyPart(() => import('./modal-parts'));

type Parts = NonNullable<ReturnType<typeof modalParts.loaded>>;

const ModalParts = createContext<Parts | undefined>(undefined);

export interface ModalRootProps {
  /** Whether it is open, when the caller holds the state. */
  open?: boolean;
  /** Open at first, when it holds the state itself. */
  defaultOpen?: boolean;
  /** Called when it opens or closes (trigger, Escape, close button, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the panel (a Button); optional when `open` is controlled. */
  trigger?: ReactElement;
}

/**
 * Open state and optional trigger of a modal panel. Until Radix is here the trigger is shown as it is, and a
 * press on it opens the panel once Radix has come.
 */
export function ModalRoot({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
}: ModalRootProps & { children: ReactNode }) {
  const { module: parts, load, keptRef, press } = useReplacingPart(modalParts, false);
  const [opened, setOpened] = useState(defaultOpen ?? false);
  const wanted = open ?? opened;
  useEffect(() => {
    // Nothing opens without Radix: a failed fetch is tried again on the next press or opening.
    if (wanted && !parts) void load().catch(() => undefined);
  }, [wanted, parts, load]);
  if (parts) {
    return (
      <ModalParts value={parts}>
        <parts.ModalRoot
          open={open}
          defaultOpen={opened}
          onOpenChange={onOpenChange}
          trigger={trigger}
          triggerRef={keptRef as Ref<HTMLButtonElement>}
        >
          {children}
        </parts.ModalRoot>
      </ModalParts>
    );
  }
  if (!trigger) return null;
  const fetch = () => void load().catch(() => undefined);
  return (
    <Slot.Root
      ref={keptRef}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={fetch}
      onFocus={fetch}
      onPointerDown={press}
      onClick={() => {
        if (open === undefined) setOpened(true);
        onOpenChange?.(true);
      }}
    >
      {trigger}
    </Slot.Root>
  );
}

export interface ModalPanelProps {
  /** The heading, also the panel's accessible name: say what the user is doing ("Edit campaign"). */
  title: ReactNode;
  /** Keeps the title for assistive tech only (e.g. the mobile sidebar drawer). */
  hideTitle?: boolean;
  /** A sentence under the title, read as the panel's description. */
  description?: ReactNode;
  /**
   * False keeps the panel open on a backdrop click (the new-message pop-up, docs/requirements.md#messages).
   * Escape still closes it.
   */
  dismissible?: boolean;
  /** The buttons at the bottom, right-aligned; the primary one last. */
  footer?: ReactNode;
  /** The body; it scrolls when it is taller than the panel. */
  children?: ReactNode;
  /** Classes of the panel, e.g. another width. */
  className?: string;
  role?: 'dialog' | 'alertdialog';
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
}

/** The panel of a ModalRoot (see `modal-parts.tsx`); only ever rendered inside one that Radix runs. */
export function ModalPanel(props: ModalPanelProps) {
  const parts = useContext(ModalParts);
  return parts ? <parts.ModalPanel {...props} /> : null;
}

/** A control inside a modal's panel that closes it (Radix's Dialog.Close). */
export function ModalClose(props: ComponentProps<typeof RadixDialog.Close>) {
  const parts = useContext(ModalParts);
  return parts ? <parts.ModalClose {...props} /> : null;
}
