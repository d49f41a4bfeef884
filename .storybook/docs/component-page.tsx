import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ModuleExport } from 'storybook/internal/types';

/** A requirement a description cites for developers, as `(docs/requirements.md#ad-drafts)`. */
const citation = /\s*\((docs\/[\w-]+\.md#[\w-]+)\)/g;

/**
 * A description as a designer reads it: what the component is for, without the citations of the
 * repository's docs it carries for developers (listed apart, at the end of the page).
 */
export function forDesigners(description: string): { text: string; cited: string[] } {
  const cited = [...new Set([...description.matchAll(citation)].map((match) => match[1]!))];
  return { text: description.replace(citation, ''), cited };
}

/** The description of a stories file's meta (its own, else its component's JSDoc), or of a component. */
function useDescription(of: ModuleExport | 'meta'): string {
  const resolved = useOf(of, ['meta', 'component']);
  if (resolved.type === 'meta') {
    const { component, parameters } = resolved.preparedMeta;
    return (
      parameters.docs?.description?.component ||
      parameters.docs?.extractComponentDescription?.(component, { component, parameters }) ||
      ''
    );
  }
  const { component, projectAnnotations } = resolved;
  const { parameters } = projectAnnotations;
  return parameters?.docs?.extractComponentDescription?.(component, { component, parameters }) || '';
}

/** What the component is for, when to use it, its states, do and don't: a page's opening. */
export function DesignerDescription({ of = 'meta' }: { of?: ModuleExport | 'meta' }) {
  return <Markdown>{forDesigners(useDescription(of)).text}</Markdown>;
}

/** The requirements the description cites, for developers, at the end of a page. */
export function ForDevelopers({ of = 'meta' }: { of?: ModuleExport | 'meta' }) {
  const { cited } = forDesigners(useDescription(of));
  if (!cited.length) return null;
  return (
    <>
      <Heading>For developers</Heading>
      <p>
        The requirements it follows, in the repository: <code>{cited.join(', ')}</code>
      </p>
    </>
  );
}

/**
 * Every component's docs page (docs/architecture.md#storybook), in the order of Storybook's own page: what
 * the component is for, its first story, its props, every other story. A component that takes no props
 * says so instead of an empty table; a page tagged `guide` (Foundations) is about no one component and has
 * no props.
 */
export function ComponentPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const singleStory = Object.keys(csfFile.stories).length === 1;
  const guide = preparedMeta.tags.includes('guide');
  const docgen = (preparedMeta.component as { __docgenInfo?: { props?: object } } | undefined)?.__docgenInfo;
  return (
    <>
      <Title />
      <Subtitle />
      <DesignerDescription />
      {singleStory && <Description of="story" />}
      <Primary />
      {guide ? null : docgen?.props && Object.keys(docgen.props).length === 0 ? (
        <p data-props="none">
          <strong>Props:</strong> none: it takes what it shows from the app it is mounted in.
        </p>
      ) : (
        <Controls />
      )}
      {!singleStory && <Stories />}
      <ForDevelopers />
    </>
  );
}
