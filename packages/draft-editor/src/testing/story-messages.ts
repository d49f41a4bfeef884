import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits until each validation message shows in the story, then checks the fields with errors are marked
 * invalid: what a designer reviews on a form's error state (stories only).
 */
export async function expectMessages(canvasElement: HTMLElement, messages: readonly string[]) {
  const canvas = within(canvasElement);
  for (const message of messages) {
    await waitFor(() => expect(canvas.getAllByText(message, { exact: false })[0]).toBeVisible());
  }
  await expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull();
}
