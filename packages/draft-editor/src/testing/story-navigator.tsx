import { useState, type ReactNode } from 'react';
import type { DraftNavigator } from '../navigation/draft-link';
import type { DraftLocation } from '../navigation/draft-location';

/** The editor's URL fragment for a location, as a page would write it (the stories show where links lead). */
export const storyHref = (to: DraftLocation) =>
  `#${Object.entries(to)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`;

/**
 * A page around a story's navigation: it keeps the location the links lead to and shows it, as the editor
 * would open it.
 */
export function WithLocation({
  initial,
  children,
}: {
  initial: DraftLocation;
  children: (location: DraftLocation, navigator: DraftNavigator) => ReactNode;
}) {
  const [location, setLocation] = useState(initial);
  const navigator: DraftNavigator = { href: storyHref, go: setLocation };
  return (
    <div className="flex flex-col gap-3">
      {children(location, navigator)}
      <output className="text-control-sm text-muted">{storyHref(location)}</output>
    </div>
  );
}
