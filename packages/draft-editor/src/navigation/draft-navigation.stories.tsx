import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { validateDraft, type DraftContents } from '@adconsole/draft-rules';
import { draftWithProblems, sampleDraft } from '../testing/sample-draft';
import { WithLocation } from '../testing/story-navigator';
import type { DraftLocation } from './draft-location';
import { DraftNavigation } from './draft-navigation';
import { documents } from '../testing/story-docs';

/** The left navigation of a draft, its links moving where the editor is. */
function Navigation({ draft, initial }: { draft: DraftContents; initial: DraftLocation }) {
  return (
    <WithLocation initial={initial}>
      {(location, navigator) => (
        <DraftNavigation
          draft={draft}
          errors={validateDraft(draft).errors}
          location={location}
          navigator={navigator}
        />
      )}
    </WithLocation>
  );
}

const meta = {
  title: 'draft-editor/DraftNavigation',
  // The docs page describes DraftNavigation and its props; the stories render it in a page that keeps the location.
  component: documents<ComponentProps<typeof Navigation>>(DraftNavigation),
  render: (args) => <Navigation {...args} />,
  args: { draft: draftWithProblems, initial: { step: 'base', campaign: 11 } },
} satisfies Meta<ComponentProps<typeof Navigation>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Campaign → unit → keywords and creatives, each marked with its errors; the open one is current. */
export const ErrorMarks: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Draft contents' }));
    await expect(nav.getByRole('link', { name: 'Campaign 春季推广' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Unit 产品词 Errors: 1' })).toBeInTheDocument();
    await expect(
      nav.getByRole('link', { name: 'Keywords (4) of unit 品牌词 Errors: 2' }),
    ).toBeInTheDocument();
    await expect(
      nav.getByRole('link', { name: 'Creatives (3) of unit 品牌词 Errors: 2' }),
    ).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Keywords (0) of unit 产品词' })).toBeInTheDocument();
    await userEvent.click(nav.getByRole('link', { name: /^Keywords \(4\)/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('#step=keywords&unit=21');
    await expect(nav.getByRole('link', { name: /^Keywords \(4\)/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** Chinese, reached from the keyboard: Tab to a unit, Enter opens it. */
export const ChineseKeyboard: Story = {
  globals: { language: 'cn' },
  args: { initial: { step: 'base' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '草稿设置' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '推广单元 品牌词' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('#step=base&unit=21');
  },
};

/** Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '草稿內容' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: '創意（3） （推廣單元品牌词） 錯誤：2' }),
    ).toBeInTheDocument();
  },
};

/** The items the provider refused at the last upload: an icon and words on their nodes, the reason described. */
export const RefusedByProvider: Story = {
  args: {
    initial: { step: 'base' },
    draft: {
      ...sampleDraft,
      units: sampleDraft.units.map((unit) =>
        unit.id === 22 ? { ...unit, failReason: 'draftUpload.refusal.nameTaken' } : unit,
      ),
      keywords: sampleDraft.keywords.map((keyword) => ({
        ...keyword,
        failReason: 'draftUpload.refusal.bannedWord',
      })),
    },
  },
  play: async ({ canvas }) => {
    const unit = canvas.getByRole('link', { name: 'Unit 产品词 Refused by the provider' });
    await expect(unit).toHaveAccessibleDescription(
      'Refused by the provider: The provider already has an item of this name',
    );
    const keywords = canvas.getByRole('link', {
      name: 'Keywords (2) of unit 品牌词 Refused by the provider',
    });
    await expect(keywords).toHaveAccessibleDescription(
      'Refused by the provider: Contains a word the provider does not allow',
    );
    await expect(canvas.getByRole('link', { name: 'Unit 品牌词' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('link', { name: 'Creatives (1) of unit 品牌词' })).toBeInTheDocument();
  },
};
