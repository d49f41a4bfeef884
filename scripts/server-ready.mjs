// Whether a server started for a run is ready for it: listening, its stores answering and its first report
// sync over, so its reports hold the demo's days (docs/architecture.md#report-sync). A release from before
// issue 62 synced before it listened and may have no `/readyz`: its console page answering is enough.

/** Answers true once the server at `origin` is ready with its facts caught up; false while it is not (yet). */
export async function factsCaughtUp(origin) {
  try {
    const ready = await fetch(`${origin}/readyz`);
    const sync = ready.ok ? (await ready.json().catch(() => ({}))).sync : undefined;
    if (sync !== undefined) return sync === 'current';
    return ready.status === 404 && (await fetch(`${origin}/`)).ok;
  } catch {
    // Not listening yet: a fresh data folder is migrated and seeded first.
    return false;
  }
}
