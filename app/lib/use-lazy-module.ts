// Loads a module once the page is interactive (a dynamic import); null until then. Forms inside the app
// shell load their browser-side rules (zod) this way so their first-load JS stays within budget
// (DESIGN §6, docs/decisions/006): the loader sends the constraints, the action validates regardless.
// Until the rules arrive, such a form validates on submit only (`shouldValidate: rules ? "onBlur" :
// "onSubmit"`): without onValidate, Conform validates a blurred field by posting the whole form.
import { useEffect, useState } from "react";

export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setMod(() => loaded);
    });
    return () => {
      live = false;
    };
    // `load` is a module-level function: load once per mount.
  }, []);
  return mod;
}
