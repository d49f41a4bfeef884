/** Looks shared by the dropdown menu, the context menu and the select list, so they read as one family. */
export const menuContentClass =
  'z-50 min-w-40 overflow-y-auto rounded border border-border bg-surface p-1 text-control text-ink shadow-lg outline-none';

/** At least a control high, and taller where an item holds more than a line (the message bell's messages). */
export const menuItemClass =
  'relative flex min-h-control cursor-default select-none items-center gap-2 rounded px-pad py-1 outline-none ' +
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-text data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

/** Items with a check or radio mark keep room for it at the start. */
export const menuIndicatorItemClass = 'pl-8';

export const menuIndicatorClass = 'absolute left-2 inline-flex items-center text-primary-text';

export const menuLabelClass = 'px-pad py-1 text-control-sm font-medium text-muted';

export const menuSeparatorClass = 'my-1 h-px bg-border';
