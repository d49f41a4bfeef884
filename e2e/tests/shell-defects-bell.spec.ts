import { expect, test } from '../support/fixtures';
import { openAs } from '../support/shell';

// Issue 20, item 6: the bell's message lines were clipped to 10 px, half of each message unreadable.
test('the message bell shows each newest message whole, with its time', async ({ page }) => {
  await openAs(page, 'demo');
  await page.getByRole('button', { name: /^Messages/ }).click();
  const menu = page.getByRole('menu');
  const messages = menu.getByRole('menuitem').filter({ hasText: /\d{4}-\d\d-\d\d/ });
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText(
    'Exports now wait in the download centre until you download them.',
  );

  for (const message of await messages.all()) {
    await expect(message).toBeInViewport({ ratio: 1 });
    // Nothing of the item is cut: every line of its text lies inside the item's box, and the box inside the menu.
    const clipped = await message.evaluate((item) => {
      const box = item.getBoundingClientRect();
      const menuBox = item.closest('[role="menu"]')!.getBoundingClientRect();
      const lines = [...item.querySelectorAll('span:not(.sr-only)')].flatMap((span) => [
        ...span.getClientRects(),
      ]);
      const outside = lines.some((line) => line.top < box.top - 0.5 || line.bottom > box.bottom + 0.5);
      const cut = [...item.querySelectorAll('span:not(.sr-only)')].some(
        (span) => span.scrollHeight > span.clientHeight + 1,
      );
      return outside || cut || box.bottom > menuBox.bottom;
    });
    expect(clipped).toBe(false);
  }
});
