import { useTranslation } from '@adconsole/i18n';
import { Button, confirm } from '@adconsole/ui';

interface DeletePrompt {
  title: string;
  message: string;
}

/**
 * Asks before deleting, then deletes: true once deleted. A refusal of the server (a campaign with units,
 * 921001; a unit with keywords or creatives, 921002) is told by the API client's toast and answers false.
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  return async (prompt: DeletePrompt, remove: () => Promise<unknown>): Promise<boolean> => {
    if (!(await confirm({ ...prompt, confirmLabel: t('drafts.editor.delete'), danger: true }))) return false;
    try {
      await remove();
      return true;
    } catch {
      return false;
    }
  };
}

/** A button that deletes an item once confirmed, then lets the page move on. */
export function DeleteButton({
  label,
  prompt,
  disabled,
  remove,
  onDeleted,
}: {
  label: string;
  prompt: DeletePrompt;
  disabled: boolean;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const confirmDelete = useConfirmDelete();
  return (
    <Button
      variant="danger"
      disabled={disabled}
      onClick={async () => {
        if (await confirmDelete(prompt, remove)) onDeleted();
      }}
    >
      {label}
    </Button>
  );
}
