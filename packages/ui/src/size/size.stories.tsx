import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../field/text-field';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../menu/dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover';
import { Select } from '../select/select';
import { toast, toastStore } from '../toast/toast';
import { Toaster } from '../toast/toaster';
import { Tooltip } from '../tooltip/tooltip';
import { SizeProvider, sizes } from './size';

const meta = {
  title: 'ui/Size',
  component: SizeProvider,
  args: { size: 'mini' },
} satisfies Meta<typeof SizeProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

const controlHeight = (element: Element) => getComputedStyle(element).height;
const expectedHeight = { default: '40px', medium: '36px', small: '32px', mini: '28px' } as const;
const expectedSmallText = { default: '12px', medium: '12px', small: '11px', mini: '10px' } as const;

/** The same controls in each of the four sizes. */
export const AllSizes: Story = {
  parameters: { screenshot: 'light and dark' },
  render: () => (
    <div className="flex flex-col gap-4">
      {sizes.map((size) => (
        <SizeProvider key={size} size={size} className="flex items-end gap-3">
          <Button variant="primary">{`Search (${size})`}</Button>
          <TextField label={`Campaign name (${size})`} />
          <Select
            label={`Device (${size})`}
            options={[
              { value: 'pc', label: 'Computer' },
              { value: 'mobile', label: 'Mobile' },
            ]}
          />
        </SizeProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of sizes) {
      await expect(controlHeight(canvas.getByRole('button', { name: `Search (${size})` }))).toBe(
        expectedHeight[size],
      );
      await expect(controlHeight(canvas.getByRole('textbox', { name: `Campaign name (${size})` }))).toBe(
        expectedHeight[size],
      );
      await expect(controlHeight(canvas.getByRole('combobox', { name: `Device (${size})` }))).toBe(
        expectedHeight[size],
      );
    }
  },
};

/**
 * Radix portals dialogs, menus, popovers, tooltips and toasts into document.body, outside the provider's
 * element; each still takes the provider's size.
 */
export const PortalledContent: Story = {
  render: (args) => (
    <SizeProvider {...args} className="flex flex-wrap gap-3" data-testid="size-provider">
      <Dialog title="Import failure reason" trigger={<Button>Open dialog</Button>}>
        <Button>Inside the dialog</Button>
      </Dialog>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Open menu</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Switch account</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Popover>
        <PopoverTrigger asChild>
          <Button>Open popover</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filter">
          <Button>Inside the popover</Button>
        </PopoverContent>
      </Popover>
      <Tooltip content="Full screen">
        <Button>Hint</Button>
      </Tooltip>
      <Select label="Device" options={[{ value: 'pc', label: 'Computer' }]} />
      <Button onClick={() => toast.success('Saved')}>Show toast</Button>
      <Toaster />
    </SizeProvider>
  ),
  beforeEach: () => () => toastStore.clear(),
  play: async ({ canvas, args, step }) => {
    const provider = canvas.getByTestId('size-provider');
    const height = expectedHeight[args.size];
    const expectPortalled = async (element: HTMLElement) => {
      await expect(provider.contains(element)).toBe(false);
      await expect(element.closest('[data-size]')).toHaveAttribute('data-size', args.size);
      await expect(getComputedStyle(element).getPropertyValue('--adc-control-height').trim()).toBe(height);
    };

    await step('dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
      const dialog = await screen.findByRole('dialog', { name: 'Import failure reason' });
      await expectPortalled(dialog);
      await expect(controlHeight(within(dialog).getByRole('button', { name: 'Inside the dialog' }))).toBe(
        height,
      );
      await userEvent.keyboard('{Escape}');
    });

    await step('dropdown menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      const item = await screen.findByRole('menuitem', { name: 'Switch account' });
      await expectPortalled(item);
      await expect(controlHeight(item)).toBe(height);
      await userEvent.keyboard('{Escape}');
    });

    await step('popover', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open popover' }));
      const popover = await screen.findByRole('dialog', { name: 'Filter' });
      await expectPortalled(popover);
      await expect(controlHeight(within(popover).getByRole('button', { name: 'Inside the popover' }))).toBe(
        height,
      );
      await userEvent.keyboard('{Escape}');
    });

    await step('select list', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Device' }));
      const option = await screen.findByRole('option', { name: 'Computer' });
      await expectPortalled(option);
      await expect(controlHeight(option)).toBe(height);
      await userEvent.keyboard('{Escape}');
    });

    await step('tooltip', async () => {
      // Shown on keyboard focus, as the tooltip's own stories show it: focus opens it at once, where a hover
      // opens it after a timer that a busy machine may hold past the query's wait.
      canvas.getByRole('button', { name: 'Hint' }).focus();
      const tooltip = await screen.findByRole('tooltip');
      await expectPortalled(tooltip);
      await expect(getComputedStyle(tooltip).fontSize).toBe(expectedSmallText[args.size]);
      await userEvent.keyboard('{Escape}');
    });

    await step('toast', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
      await waitFor(() => expect(screen.getByRole('region', { name: /F8/ })).toHaveTextContent('Saved'));
      const region = screen.getByRole('region', { name: /F8/ });
      const viewport = region.querySelector('[data-size]') as HTMLElement;
      await expect(viewport.getAttribute('data-size')).toBe(args.size);
      await expect(getComputedStyle(viewport).getPropertyValue('--adc-control-height').trim()).toBe(height);
    });
  },
};

/** The same portalled check in the largest size, so the test sees the size follow the setting. */
export const PortalledContentDefaultSize: Story = { ...PortalledContent, args: { size: 'default' } };
