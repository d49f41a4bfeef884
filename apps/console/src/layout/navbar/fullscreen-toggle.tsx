import { useTranslation } from '@adconsole/i18n';
import { IconButton } from '@adconsole/ui';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Full screen for the whole console, and back (also left with Escape, which the browser handles). Undefined
 * where the browser offers no full screen.
 */
export function useFullscreen() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!document.fullscreenEnabled) return undefined;
  return {
    label: fullscreen ? t('layout.exitFullscreen') : t('layout.enterFullscreen'),
    icon: fullscreen ? (
      <Minimize aria-hidden="true" className="size-[1em]" />
    ) : (
      <Maximize aria-hidden="true" className="size-[1em]" />
    ),
    toggle: () =>
      void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
        () => {
          // Refused (no user gesture, or a policy): the console simply keeps its state.
        },
      ),
  };
}

/** The navbar's full-screen button. */
export function FullscreenToggle() {
  const fullscreen = useFullscreen();
  if (!fullscreen) return null;
  return (
    <IconButton label={fullscreen.label} variant="subtle" onClick={fullscreen.toggle}>
      {fullscreen.icon}
    </IconButton>
  );
}
