import { useTranslation } from '@adconsole/i18n';
import { TextField } from '@adconsole/ui';

export interface PasswordFieldProps {
  label: string;
  /** The browser's password manager hint: the password the user has, or a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A required password field (docs/requirements.md#login-and-sessions). */
export function PasswordField({ label, autoComplete, value, onChange, error }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A new password, typed twice. */
export interface NewPassword {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps {
  /** Each field's label, in the words of the form. */
  labels: NewPassword;
  values: NewPassword;
  errors?: Partial<Record<keyof NewPassword, string>>;
  onChange: (next: Partial<NewPassword>) => void;
}

/**
 * A new password and its repetition, then the password rule they must meet
 * (docs/requirements.md#login-and-sessions).
 */
export function NewPasswordFields({ labels, values, errors, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['password', 'confirmPassword'] as const).map((field) => (
        <PasswordField
          key={field}
          label={labels[field]}
          autoComplete="new-password"
          value={values[field]}
          onChange={(value) => onChange({ [field]: value })}
          error={errors?.[field]}
        />
      ))}
      <p className="text-control-sm text-muted">{t('administration.passwordRule')}</p>
    </>
  );
}
