import { useTranslation } from '@adconsole/i18n';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * /auth-redirect, public (docs/requirements.md#layout-and-navigation): where a third-party sign-in returns.
 * Opened in a pop-up by the login page, it hands its query to that page and closes; opened on its own, it
 * goes on to the login page.
 */
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener) {
      // Delivered only to a window of the console's own origin.
      opener.postMessage({ type: 'adconsole:auth-redirect', search }, window.location.origin);
      window.close();
      return;
    }
    void navigate(`/login${search}`, { replace: true });
  }, [navigate, search]);
  return (
    <main className="p-6" aria-busy="true">
      {t('route.redirecting')}
    </main>
  );
}
