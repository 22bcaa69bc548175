// The hidden one-time key every create form carries (app/lib/once-key.ts). The same on the server and in the
// browser (the root loader's seed and the location), and new after a successful post lands back on the page,
// so the next record the user creates gets a key of its own. Without JS each page load brings a new seed.
import { useRouteLoaderData } from "@remix-run/react";
import { ONCE_FIELD, onceKeyOf } from "~/lib/once-key";
import { useFormResetKey } from "~/lib/use-form-reset-key";

export function OnceKey() {
  const root = useRouteLoaderData("root") as { onceSeed?: string } | undefined;
  const resetKey = useFormResetKey();
  if (!root?.onceSeed) return null;
  const value = onceKeyOf(root.onceSeed, resetKey);
  // `key`: a new element when the value changes, so the browser's field always holds the rendered key.
  return <input key={value} type="hidden" name={ONCE_FIELD} defaultValue={value} />;
}
