import { useTranslation } from '@adconsole/i18n';
import { Checkbox, TextField } from '@adconsole/ui';
import type { ReactNode } from 'react';
import { FormDialog, type FormDialogProps } from './form-dialog';

export interface OwnRuleDialogProps extends Omit<FormDialogProps, 'className' | 'formId' | 'doneLabel'> {
  /** The rule's name and whether it is on, as the form holds them. */
  rule: { name: string; enabled: boolean };
  onRuleChange: (next: { name: string } | { enabled: boolean }) => void;
  nameMaxLength: number;
  nameError?: string;
  /** The rule's own fields, between its name and whether it is on. */
  children: ReactNode;
}

/**
 * The frame of a rule a user keeps for themselves and turns on or off (an alert rule, a report schedule:
 * docs/requirements.md#alerts): the wide form dialog, the rule's name first, its own fields, whether it is on
 * last.
 */
export function OwnRuleDialog({
  rule,
  onRuleChange,
  nameMaxLength,
  nameError,
  children,
  ...dialog
}: OwnRuleDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog {...dialog} className="w-[min(40rem,calc(100vw-2rem))]">
      <TextField
        label={t('notifications.name')}
        value={rule.name}
        onChange={(event) => onRuleChange({ name: event.target.value })}
        required
        maxLength={nameMaxLength}
        error={nameError}
      />
      {children}
      <Checkbox
        label={t('notifications.enabledField')}
        checked={rule.enabled}
        onCheckedChange={(on) => onRuleChange({ enabled: on === true })}
      />
    </FormDialog>
  );
}
