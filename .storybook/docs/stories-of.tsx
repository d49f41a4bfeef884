import { DocsContext, DocsStory, Heading, Markdown } from '@storybook/addon-docs/blocks';
import { useContext, type ReactNode } from 'react';
import type { ModuleExports } from 'storybook/internal/types';
import { forDesigners } from './component-page';

/**
 * One section of a component's page: a heading, what the section shows (the stories file's own description,
 * else the children), then each of that file's stories as Storybook's own Stories block draws them. A
 * component keeps one docs page while its stories stay in files of a readable size; those files are tagged
 * `!autodocs` so they get no page of their own (docs/architecture.md#storybook).
 */
export function StoriesOf({
  of,
  title,
  children,
}: {
  of: ModuleExports;
  title: string;
  children?: ReactNode;
}) {
  const context = useContext(DocsContext);
  const { csfFile, preparedMeta } = context.resolveOf(of, ['meta']);
  const own: string | undefined = preparedMeta.parameters.docs?.description?.component;
  // A story that mounts in its play function renders only as a test, as on Storybook's own pages.
  const stories = context.componentStoriesFromCSFFile(csfFile).filter((story) => !story.usesMount);
  return (
    <>
      <Heading>{title}</Heading>
      {own ? <Markdown>{forDesigners(own).text}</Markdown> : children}
      {stories.map((story) => (
        <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
      ))}
    </>
  );
}
