import { confirm } from '@adconsole/ui';

/**
 * Asks before deleting, then deletes: true once deleted. A refusal of the server (a campaign with units,
 * 921001; a unit with keywords or creatives, 921002) is told by the API client's toast and answers false.
 */
export async function confirmDelete(
  prompt: { title: string; message: string; confirmLabel: string },
  remove: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await confirm({ ...prompt, danger: true }))) return false;
  try {
    await remove();
    return true;
  } catch {
    return false;
  }
}
