import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './captcha-field';

/** A stand-in picture with the shape of the server's: an SVG of outlined strokes on a light ground. */
const picture = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0,0,120,40">' +
    '<rect width="100%" height="100%" fill="#f4f4fb"/>' +
    '<path d="M10 30 L20 10 L30 30 M40 10 L40 30 L55 30 M65 10 L80 30 M80 10 L65 30 M90 10 L105 10 L97 30" ' +
    'stroke="#5b4fc4" stroke-width="3" fill="none"/></svg>',
)}`;

/** The field as the login page drives it: its own value, the picture and the refresh callback. */
function Controlled(props: Omit<CaptchaFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <div className="max-w-sm">
      <CaptchaField {...props} value={value} onChange={setValue} />
    </div>
  );
}

/**
 * The verification code of the login page: the field beside its picture; the picture is a button that
 * fetches a new code.
 *
 * - Do: show a wrong code's message under the field.
 * - Don't: hide the picture's refresh: a code that cannot be read must be replaceable.
 */
const meta = {
  title: 'console/login/CaptchaField',
  component: Controlled,
  args: { picture, onRefresh: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('Ab3d');
    await expect(input).toHaveValue('Ab3d');
    // The picture is the next stop of the keyboard and a button that fetches a new picture.
    await userEvent.tab();
    const refresh = canvas.getByRole('button', { name: 'Refresh the verification code' });
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'Verification code picture' })).toHaveAttribute(
      'src',
      picture,
    );
  },
};

/** Until the picture arrives, the button is busy and shows a placeholder of the picture's size. */
export const Loading: Story = {
  args: { picture: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh the verification code' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Simplified Chinese, with the message for an empty code tied to the input. */
export const ChineseWithError: Story = {
  globals: { language: 'cn' },
  args: { error: '请输入验证码' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '验证码' });
    await expect(input).toHaveAccessibleDescription('请输入验证码');
    await expect(canvas.getByRole('button', { name: '刷新验证码' })).toBeVisible();
  },
};

/** Traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { language: 'tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '驗證碼' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '驗證碼圖片' })).toBeVisible();
  },
};
