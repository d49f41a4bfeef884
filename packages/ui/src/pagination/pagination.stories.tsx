import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

/** Pagination holding its own state, as a report page holds it in the URL. */
function Paged(props: Omit<PaginationProps, 'page' | 'onChange'> & { initialPage?: number }) {
  const { initialPage = 1, pageSize: initialSize, ...rest } = props;
  const [state, setState] = useState({ page: initialPage, pageSize: initialSize });
  return (
    <div className="flex flex-col gap-3">
      <Pagination {...rest} page={state.page} pageSize={state.pageSize} onChange={setState} />
      <output>{`page ${state.page}, ${state.pageSize} per page`}</output>
    </div>
  );
}

const meta = {
  title: 'ui/Pagination',
  component: Paged,
  // The contract's page sizes and default size, which every caller passes in (docs/requirements.md#lists-and-paging).
  args: { total: 195, pageSize: 20, pageSizes: [10, 20, 30, 50] },
} satisfies Meta<typeof Paged>;
export default meta;

type Story = StoryObj<typeof meta>;

const state = (text: string) => screen.findByText(text);

/** Total, 20 per page by default (options 10, 20, 30, 50), previous / next, pages and go-to. */
export const Default: Story = {
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
  parameters: { language: 'cn' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toHaveTextContent('共 195 条');
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('20 条/页');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toBeInTheDocument();
  },
};
