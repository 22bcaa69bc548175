// Reads kept for the length of one request of the app (issue 16 §2: "the local API re-reading the user"). A page
// of the app calls the local API several times (in process, load-context.ts); each call used to look up the
// same token and the same program again. The app passes a fresh Map as `env.memo` for each of its requests;
// without one (tests, scripts) nothing is kept. Any call that is not a read empties it (index.ts), so a read
// after a write in the same request (a form post without JavaScript runs the action, then the loaders) sees
// the write.
import type { Db } from "./db/client";

const memos = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** Ties a request's Db to the app request's memo (when there is one). */
export function attachMemo(db: Db, memo: Map<string, Promise<unknown>> | undefined): void {
  if (memo) memos.set(db, memo);
}

/** compute() once per key and app request; a failure is not kept. */
export function memoized<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = memos.get(db);
  if (!memo) return compute();
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = compute();
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}
