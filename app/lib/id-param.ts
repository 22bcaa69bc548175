// Reading a numeric id from the URL or a form: a positive whole number of at most nine digits.

const ID = /^[0-9]{1,9}$/;

/** The id `value` names, or null when it is not one (`abc`, `0`, `-1`, `1e3`, ten digits). */
export function readId(value: unknown): number | null {
  if (typeof value !== "string" || !ID.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The id of a route parameter, or a 404 (`/programs/programs/abc`). */
export function idParam(value: string | undefined): number {
  const id = readId(value);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return id;
}
