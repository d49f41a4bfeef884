import { useTranslation } from '@adconsole/i18n';
import { IconButton } from '@adconsole/ui';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Puts the whole console in full screen and back (also left with Escape, which the browser handles). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () =>
    void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {
      // Refused (no user gesture, or a policy): the button simply keeps its state.
    });
  return (
    <IconButton
      label={fullscreen ? t('layout.exitFullscreen') : t('layout.enterFullscreen')}
      variant="subtle"
      onClick={toggle}
    >
      {fullscreen ? (
        <Minimize aria-hidden="true" className="size-[1em]" />
      ) : (
        <Maximize aria-hidden="true" className="size-[1em]" />
      )}
    </IconButton>
  );
}
