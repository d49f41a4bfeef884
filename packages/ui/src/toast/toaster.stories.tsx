import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { toast, toastStore } from './toast';
import { Toaster } from './toaster';

const meta = {
  title: 'ui/Toast',
  component: Toaster,
  beforeEach: () => () => toastStore.clear(),
  render: () => (
    <div className="flex gap-3">
      <Button onClick={() => toast.error('The verification code is wrong')}>Show error</Button>
      <Button onClick={() => toast.success('Sync upload succeeded')}>Show success</Button>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;

type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/**
 * toast.error / toast.success from plain code; each toast is announced politely (with its kind, not
 * only its colour), and closes with its named close button or by keyboard.
 */
export const Toasts: Story = {
  play: async ({ canvas, step }) => {
    await step('an error toast is shown and announced politely', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(1));
      const item = within(region()).getByRole('listitem');
      await expect(item).toHaveTextContent('Error: The verification code is wrong');
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('status')
            .find((status) => status.textContent?.includes('The verification code is wrong')),
        ).toHaveAttribute('aria-live', 'polite'),
      );
    });

    await step('a second toast stacks below it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(2));
      await expect(within(region()).getAllByRole('listitem')[1]).toHaveTextContent(
        'Success: Sync upload succeeded',
      );
    });

    await step('F8 moves focus to the toasts, newest first; Escape closes the focused one', async () => {
      await userEvent.keyboard('[F8]');
      await expect(region().contains(document.activeElement)).toBe(true);
      await userEvent.tab();
      await expect(document.activeElement).toHaveTextContent('Sync upload succeeded');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(1));
      await expect(within(region()).getByRole('listitem')).toHaveTextContent(
        'The verification code is wrong',
      );
    });

    await step('the close button is named and closes it', async () => {
      await userEvent.click(within(region()).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(within(region()).queryAllByRole('listitem')).toHaveLength(0));
    });
  },
};

/** In Simplified Chinese the kit's own words are translated. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const chineseRegion = await screen.findByRole('region', { name: '通知（F8）' });
    await waitFor(() => expect(chineseRegion).toHaveTextContent('错误: The verification code is wrong'));
    await expect(within(chineseRegion).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};

/** In Traditional Chinese: the kind read before the message and the close button are translated. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const traditionalRegion = await screen.findByRole('region', { name: '通知（F8）' });
    await waitFor(() => expect(traditionalRegion).toHaveTextContent('成功: Sync upload succeeded'));
    await expect(within(traditionalRegion).getByRole('button', { name: '關閉' })).toBeInTheDocument();
  },
};

/** The three kinds stacked, newest last, for review: error, success and info. */
export const Kinds: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => (
    <div className="flex gap-3">
      <Button
        onClick={() => {
          toast.error('The verification code is wrong');
          toast.success('Sync upload succeeded');
          toast.info('The export is being prepared in the download centre');
        }}
      >
        Show all kinds
      </Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all kinds' }));
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(3));
    const items = within(region()).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Error: The verification code is wrong');
    await expect(items[1]).toHaveTextContent('Success: Sync upload succeeded');
    await expect(items[2]).toHaveTextContent(
      'Information: The export is being prepared in the download centre',
    );
  },
};

const longChinese = '同步上传失败：推广单元名称超过三十个字符，请修改后重新上传草稿';
const longWord = 'sync-upload-failed-for-draft-BrandKeywordsSummerPromotionNorthernRegions';

/**
 * On a phone-sized window a long Simplified Chinese message wraps inside the toast. So does an
 * unbroken English word.
 */
export const LongMessage: Story = {
  parameters: { width: 375 },
  globals: { language: 'cn' },
  render: () => (
    <div className="flex gap-3">
      <Button onClick={() => toast.error(`${longChinese} ${longWord}`)}>显示错误</Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示错误' }));
    const chineseRegion = await screen.findByRole('region', { name: '通知（F8）' });
    await waitFor(() => expect(within(chineseRegion).getAllByRole('listitem')).toHaveLength(1));
    const item = within(chineseRegion).getByRole('listitem');
    const rect = item.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};
