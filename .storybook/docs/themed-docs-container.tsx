import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { PropsWithChildren } from 'react';
import type { Globals } from 'storybook/internal/types';
import { themes } from 'storybook/theming';

/** The part of the docs context's story store that holds the toolbar's current globals. */
interface WithGlobals {
  store: { userGlobals: { get(): Globals } };
}

/**
 * A docs page in the toolbar's theme: Storybook draws its docs pages in one fixed theme, so without this the
 * page stays white around dark stories (docs/architecture.md#storybook). Storybook renders a docs page
 * again when a global changes, so reading the theme here is enough. The store is not in the context's
 * typed surface; it is where Storybook keeps the globals a docs page without a story of its own
 * (an introduction) has too.
 */
export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const { store } = props.context as unknown as WithGlobals;
  const dark = store.userGlobals.get().theme === 'dark';
  return <DocsContainer {...props} theme={dark ? themes.dark : themes.light} />;
}
