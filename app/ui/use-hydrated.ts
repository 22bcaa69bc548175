import { useEffect, useState } from "react";

let hydrating = true;

/**
 * False on the server and during hydration, true afterwards (and at once for components that
 * mount after hydration, e.g. on a client-side navigation). For JS-only enhancements.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
