import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumb, BreadcrumbLink, BreadcrumbPage } from './breadcrumb';

const meta = {
  title: 'ui/Breadcrumb',
  component: Breadcrumb,
  args: {
    children: [
      <BreadcrumbLink key="home" href="#home">
        Home
      </BreadcrumbLink>,
      <BreadcrumbLink key="search" href="#search">
        Search ads
      </BreadcrumbLink>,
      <BreadcrumbPage key="report">Account daily report</BreadcrumbPage>,
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A nav landmark; the links are in the tab order and the last item is the current page. */
export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('Account daily report')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Account daily report' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Search ads' })).toHaveFocus();
  },
};

/** A router's link rendered with the breadcrumb's look (asChild). */
export const AsChild: Story = {
  args: {
    children: [
      <BreadcrumbLink key="home" asChild>
        <a href="#home" data-router-link="">
          Home
        </a>
      </BreadcrumbLink>,
      <BreadcrumbPage key="messages">Message centre</BreadcrumbPage>,
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Home' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveClass('text-muted');
  },
};

/** The landmark's name in Simplified Chinese. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '面包屑导航' })).toBeInTheDocument();
  },
};

/** The landmark's name in Traditional Chinese. */
export const Traditional: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '麵包屑導覽' })).toBeInTheDocument();
  },
};

const longChinese = '全部推广账户关键词及搜索词的分地域分设备汇总日报表';
const longWord = 'BrandKeywordsSummerPromotionCampaignForNorthernRegions';

/**
 * On a 375 px phone, with long Simplified Chinese crumbs and an unbroken English one: the trail keeps to one
 * line and ends in an ellipsis, the crumbs before the current page first; each crumb is whole on hover.
 */
export const Narrow: Story = {
  parameters: { width: 375 },
  args: {
    children: [
      <BreadcrumbLink key="home" href="#home" title="首页">
        首页
      </BreadcrumbLink>,
      <BreadcrumbLink key="campaign" href="#campaign" title={longWord}>
        {longWord}
      </BreadcrumbLink>,
      <BreadcrumbPage key="report" title={longChinese}>
        {longChinese}
      </BreadcrumbPage>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 375,
    );
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvas.getByRole('link', { name: longWord })).toBeInTheDocument();
    await expect(canvas.getByText(longChinese)).toHaveAttribute('aria-current', 'page');
  },
};
