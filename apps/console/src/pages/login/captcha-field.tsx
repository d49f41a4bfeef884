import { useTranslation } from '@adconsole/i18n';
import { TextField } from '@adconsole/ui';

export interface CaptchaFieldProps {
  value: string;
  onChange(value: string): void;
  /** The picture as a data URL; undefined while it loads. */
  picture: string | undefined;
  /** Asks for a new picture (a click on the picture, docs/requirements.md#login-and-sessions). */
  onRefresh(): void;
  error?: string;
}

/** The verification code: its input beside the picture, which is a button that fetches a new one. */
export function CaptchaField({ value, onChange, picture, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      {/* min-w-0: the input's own width must not push the picture out of a narrow form. */}
      <TextField
        className="min-w-0 flex-1"
        label={t('login.validationCode')}
        name="validationCode"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        onClick={onRefresh}
        aria-label={t('login.refreshCaptcha')}
        aria-busy={picture ? undefined : true}
        title={t('login.refreshCaptcha')}
        className="mt-[calc(var(--adc-font-size)+0.5rem)] h-10 w-[120px] shrink-0 overflow-hidden rounded border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {picture ? (
          <img src={picture} alt={t('login.captchaPicture')} width={120} height={40} />
        ) : (
          // Until the picture arrives: a placeholder of its size; aria-busy tells assistive tech.
          <span className="block h-full w-full animate-pulse bg-primary-soft" />
        )}
      </button>
    </div>
  );
}
