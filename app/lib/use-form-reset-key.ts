// A key for a form that must come back empty after a successful post whose redirect lands on the same page
// (a support ticket, a forum post or comment). The location's key alone also changes when a post fails (a
// 400 is a navigation too): remounting then threw away whatever the user typed while the answer was on its
// way. This key changes only when the page is reached without action data (the redirect after success).
import { useActionData, useLocation } from "@remix-run/react";
import { useState } from "react";

export function useFormResetKey(): string {
  const { key } = useLocation();
  const actionData = useActionData();
  const [resetKey, setResetKey] = useState(key);
  // Derived from the previous render (React's "storing information from previous renders").
  if (actionData === undefined && resetKey !== key) setResetKey(key);
  return actionData === undefined ? key : resetKey;
}
