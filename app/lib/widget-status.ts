// A deterministic signal that a page has settled, for tests and anything else that must see what a user
// sees: `<html data-hydrated="true">` once React has hydrated, and `<html data-widgets="N">` the number of
// lazy widgets (modules loaded after hydration, the interactive calendar) still loading or mounting.
// A page is settled when it is hydrated and N is 0: no timeout guesses (issue 18).
let pending = 0;

function publish(): void {
  document.documentElement.dataset.widgets = String(pending);
}

/** Marks one lazy widget as pending; call the returned function (idempotent) once it is ready or gone. */
export function beginWidget(): () => void {
  pending += 1;
  publish();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    publish();
  };
}

/** Called once by the root after the first commit: every widget of the first render has begun by then. */
export function markHydrated(): void {
  publish();
  document.documentElement.dataset.hydrated = "true";
}
