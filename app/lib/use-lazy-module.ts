// Loads a module once the page is interactive (a dynamic import); null until then. Forms inside the app
// shell load their browser-side rules (zod) this way so their first-load JS stays within budget
// (DESIGN §6, docs/decisions/006): the loader sends the constraints, the action validates regardless.
// Until the rules arrive, such a form validates on submit only (`shouldValidate: rules ? "onBlur" :
// "onSubmit"`): without onValidate, Conform validates a blurred field by posting the whole form.
// While it loads, the module counts as a pending widget (widget-status.ts).
import { useEffect, useRef, useState } from "react";
import { beginWidget } from "./widget-status";

export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [state, setState] = useState<{ mod: T | null; settled: boolean }>({ mod: null, settled: false });
  const end = useRef<(() => void) | null>(null);
  useEffect(() => {
    let live = true;
    end.current = beginWidget();
    load().then(
      (loaded) => live && setState({ mod: loaded, settled: true }),
      () => live && setState({ mod: null, settled: true }),
    );
    return () => {
      live = false;
      end.current?.();
    };
    // `load` is a module-level function: load once per mount.
  }, []);
  // Ends after the commit that renders the module, so a widget it mounts has begun first (child effects
  // run before this one): the pending count never drops to 0 in between.
  useEffect(() => {
    if (state.settled) end.current?.();
  }, [state.settled]);
  return state.mod;
}
