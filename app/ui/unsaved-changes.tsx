// "Forms with unsaved data" (core spec › Validation rules): with JavaScript, leaving a form the user has typed into asks
// first ('Se perderán los datos si continua'). Without JavaScript nothing happens (nothing can).
//
// A form asks for it with `useAppForm({ unsaved: true, ... })` (app/lib/use-app-form.tsx), which calls:
//
//   useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
//
// - `dirty`: true while the form holds data that would be lost. Pass false once it is submitting, so
//   the submission itself (and its redirect) is never blocked.
// - `message`: the text to confirm with, from the feature's catalog (the kit has no literal text).
// It covers in-app links (Remix's useBlocker; a native confirm dialog), and closing or reloading the tab
// (beforeunload; the browser shows its own text there). A route dialog closed with Escape is reopened
// when the user chooses to stay.
import { useBlocker, useBeforeUnload } from "@remix-run/react";
import { useCallback, useEffect } from "react";

export function useUnsavedChanges(dirty: boolean, message: string): void {
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => dirty && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) {
      blocker.proceed();
    } else {
      blocker.reset();
      // Escape already closed a route dialog natively: show it again, since the user stays.
      for (const dialog of Array.from(document.querySelectorAll("dialog"))) {
        if (!dialog.open && dialog.isConnected) dialog.showModal();
      }
    }
  }, [blocker, message]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        // Older browsers need a returnValue to show the prompt.
        event.returnValue = message;
      },
      [dirty, message],
    ),
  );
}
