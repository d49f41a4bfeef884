// Runs before the page is first painted, so a dark theme never flashes light (docs/architecture.md#themes).
// It reads the settings drawer's choice where the console keeps it (localStorage `appSettings`, see
// src/app-settings/app-settings.ts) and sets the theme on the root element; the console takes over once it starts.
// A classic script, not inline: the server's Content-Security-Policy allows scripts from itself only.
(function () {
  var appearance = 'light';
  try {
    appearance = JSON.parse(localStorage.getItem('appSettings') || '{}').appearance || 'light';
  } catch {
    // Unreadable settings: the console starts with its defaults.
  }
  var dark =
    appearance === 'dark' ||
    (appearance === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
