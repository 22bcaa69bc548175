// Loads a module after hydration (a dynamic import); null until then.
//
// - `useLazyModule(load, enabled)` loads once the page is interactive (and `enabled`): the interactive calendar.
// - `useFormRules(load)` loads a form's browser-side rules (zod; `lazyRules` in use-app-form.tsx) on the page's
//   first interaction: a pointer press, a key or an input event, never a focus (dialogs move it by themselves
//   on opening). A form page's
//   first-load JS then leaves them out (docs/house-rules.md#bars, decisions 006 and 014): the loader sends the constraints
//   and the action validates regardless. Until the rules arrive, such a form validates on submit only
//   (`shouldValidate: rules ? "onBlur" : "onSubmit"`): without onValidate, Conform would check a blurred
//   field by posting the whole form, and a submit before the rules arrive is validated by the server.
//
// While it loads, the module counts as a pending widget (widget-status.ts).
import { useEffect, useRef, useState } from "react";
import { beginWidget } from "./widget-status";

type When = "hydrated" | "interaction";

/**
 * What counts as a first interaction: what a person does before typing into, or submitting, a form (a tap or
 * click, a key, an input such as autofill). Not a focus: a dialog focuses its first field by itself.
 */
const INTERACTIONS = ["pointerdown", "keydown", "input"] as const;

function useLoaded<T>(load: () => Promise<T>, when: When, enabled = true, suits?: () => boolean): T | null {
  const [state, setState] = useState<{ mod: T | null; settled: boolean }>({ mod: null, settled: false });
  // Once enabled, it stays so: a dialog opened over a loaded widget does not unload it.
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  const end = useRef<(() => void) | null>(null);
  useEffect(() => {
    // Checked here, in the first commit's effects: a module that will load counts as pending before the
    // page says it has hydrated (the tests' settled() then waits for it).
    if (!wanted || (suits && !suits())) return;
    let live = true;
    let started = false;
    const start = () => {
      if (started || !live) return;
      started = true;
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
      end.current = beginWidget();
      load().then(
        (loaded) => live && setState({ mod: loaded, settled: true }),
        () => live && setState({ mod: null, settled: true }),
      );
    };
    if (when === "hydrated") start();
    else for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      live = false;
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
      end.current?.();
    };
    // `load` is read once, when loading starts: an inline function, new at each render, loads once per mount.
  }, [wanted]);
  // Ends after the commit that renders the module, so a widget it mounts has begun first (child effects
  // run before this one): the pending count never drops to 0 in between.
  useEffect(() => {
    if (state.settled) end.current?.();
  }, [state.settled]);
  return state.mod;
}

/**
 * A module loaded once the page has hydrated, or later, once `enabled`: the calendar waits while a
 * dialog of its own (a child route) covers it, so a dialog's page does not fetch the widget behind it.
 * `suits()`, asked once in the browser, can rule the module out (the calendar's widget on a phone).
 */
export function useLazyModule<T>(load: () => Promise<T>, enabled = true, suits?: () => boolean): T | null {
  return useLoaded(load, "hydrated", enabled, suits);
}

/** A form's browser-side rules, loaded on the page's first interaction (never while not `enabled`). */
export function useFormRules<T>(load: () => Promise<T>, enabled = true): T | null {
  return useLoaded(load, "interaction", enabled);
}

/** A widget's enhancement (the tag pickers of app/ui), loaded on the page's first interaction like a form's rules. */
export function useOnFirstInteraction<T>(load: () => Promise<T>): T | null {
  return useLoaded(load, "interaction");
}
