import { useId, useState, type ReactNode } from 'react';

/** A mark under one label of a chart (a day with changes) that shows its `content` on hover or focus. */
export interface ChartMarker {
  /** The label it stands under. */
  index: number;
  /** Its accessible name ("Changes on 2026-11-26: 3"). */
  name: string;
  /** What it shows: may hold links, which the keyboard reaches from the marker. */
  content: ReactNode;
  /** A mark of today past the chart's last label, which has no label of its own: drawn hollow to tell it apart. */
  today?: boolean;
}

/** How far a marker's list may run past its marker before it turns to the other side. */
const overhang = 16;

/**
 * The markers of a chart, in a strip under its axis, each a button at its label's x: pointing at it or
 * focusing it opens its content (a tap too; Escape or leaving closes it). They stand outside the
 * chart's picture, whose content assistive tech does not read, so each is a control of its own.
 */
export function ChartMarkers({
  markers,
  xOf,
  width,
}: {
  markers: readonly ChartMarker[];
  xOf: (index: number) => number;
  width: number;
}) {
  return (
    <ul className="relative h-5 w-full">
      {markers.map((marker) => (
        <Marker key={marker.index} marker={marker} x={xOf(marker.index)} width={width} />
      ))}
    </ul>
  );
}

function Marker({ marker, x, width }: { marker: ChartMarker; x: number; width: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // The list opens towards the wider side of the marker and stays inside the chart's width, so a narrow page
  // never scrolls sideways.
  const side =
    x < width / 2 ? { left: Math.max(0, x - overhang) } : { right: Math.max(0, width - x - overhang) };
  return (
    // The item holds the marker and its list, so pointing or tabbing from one to the other keeps the list open.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the button inside is the control
    <li
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-label={marker.name}
        aria-expanded={open}
        aria-controls={id}
        data-chart-marker=""
        className="absolute top-0 flex h-5 w-4 items-center justify-center rounded-sm outline-offset-1 focus-visible:outline-2 focus-visible:outline-primary"
        style={{ left: x - 8 }}
        // A tap opens it too (touch has no hover); a toggle would close what the tap's pointer just opened.
        onClick={() => setOpen(true)}
      >
        <svg
          width="10"
          height="10"
          viewBox="0 0 10 10"
          aria-hidden
          className={marker.today ? 'fill-none stroke-primary-text stroke-[1.5]' : 'fill-primary-text'}
        >
          <path d={marker.today ? 'M5 1.5L9 8.5H1Z' : 'M5 0L10 9H0Z'} />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute top-full z-20 w-max rounded border border-border bg-surface px-3 py-2 text-control-sm shadow-md"
        style={{ ...side, maxWidth: Math.min(352, width) }}
      >
        {marker.content}
      </div>
    </li>
  );
}
