import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

/** Pagination holding its own state, as a report page holds it in the URL; `page` is where it starts. */
function Paged({ page, pageSize, onChange, ...rest }: PaginationProps) {
  const [state, setState] = useState({ page, pageSize });
  return (
    <div className="flex flex-col gap-3">
      <Pagination
        {...rest}
        page={state.page}
        pageSize={state.pageSize}
        onChange={(next) => {
          setState(next);
          onChange(next);
        }}
      />
      <output>{`page ${state.page}, ${state.pageSize} per page`}</output>
    </div>
  );
}

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  render: (args) => <Paged {...args} />,
  // The contract's page sizes and default size, which every caller passes in (docs/requirements.md#lists-and-paging).
  args: { page: 1, total: 195, pageSize: 20, pageSizes: [10, 20, 30, 50], onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

const state = (text: string) => screen.findByText(text);

/** Total, 20 per page by default (options 10, 20, 30, 50), previous / next, pages and go-to. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, step }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 195');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();

    await step('next and page buttons', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await state('page 2, 20 per page');
      await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
      await state('page 6, 20 per page');
      await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Page 8' })).toBeInTheDocument();
    });

    await step('keyboard: Tab to a page and press Enter', async () => {
      canvas.getByRole('button', { name: 'Previous page' }).focus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await state('page 1, 20 per page');
    });

    await step('go to a page; a number past the end goes to the last page', async () => {
      const goTo = canvas.getByRole('spinbutton', { name: 'Go to page' });
      await userEvent.type(goTo, '7{Enter}');
      await state('page 7, 20 per page');
      await userEvent.type(goTo, '99{Enter}');
      await state('page 10, 20 per page');
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    await step('a new page size by keyboard goes back to page 1', async () => {
      const sizeField = canvas.getByRole('combobox', { name: 'Rows per page' });
      await expect(sizeField).toHaveTextContent('20 / page');
      sizeField.focus();
      await userEvent.keyboard('{Enter}');
      await expect(await screen.findAllByRole('option')).toHaveLength(4);
      await waitFor(() => expect(screen.getByRole('option', { name: '20 / page' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await state('page 1, 50 per page');
      await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    });
  },
};

/** The materials list's longer page sizes. */
export const MaterialSizes: Story = {
  args: { total: 12_345, pageSize: 100, pageSizes: [10, 20, 30, 50, 100, 500, 1000, 10000] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 12,345');
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('100 / page');
    await expect(canvas.getByRole('button', { name: 'Page 124' })).toBeInTheDocument();
  },
};

/** No rows: one page, nothing to move to. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** The labels in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toHaveTextContent('共 195 条');
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('20 条/页');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toBeInTheDocument();
  },
};

/** The labels in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分頁' });
    await expect(nav).toHaveTextContent('共 195 筆');
    await expect(canvas.getByRole('combobox', { name: '每頁筆數' })).toHaveTextContent('20 筆/頁');
    await expect(canvas.getByRole('button', { name: '上一頁' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: '前往頁' })).toBeInTheDocument();
  },
};

/** The last page: next is disabled, the gap before the last pages shows as an ellipsis. */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ page: 9, pageSize: 20 });
  },
};

/** On a 375 px phone, in the middle of a long list: the parts wrap onto more lines, none past the edge. */
export const Narrow: Story = {
  parameters: { width: 375 },
  args: { page: 60, total: 12_345 },
  play: async ({ canvas, canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().left + 375;
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const control of [
      canvas.getByRole('button', { name: 'Next page' }),
      canvas.getByRole('spinbutton', { name: 'Go to page' }),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
