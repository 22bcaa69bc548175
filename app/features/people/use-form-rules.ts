// Loads ./form-rules once the page is interactive; null until then (the server validates regardless).
import { useEffect, useState } from "react";

export type FormRules = typeof import("./form-rules");

export function useFormRules(): FormRules | null {
  const [rules, setRules] = useState<FormRules | null>(null);
  useEffect(() => {
    let live = true;
    void import("./form-rules").then((mod) => {
      if (live) setRules(mod);
    });
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
