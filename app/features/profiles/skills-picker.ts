// How the tag picker's choice of areas maps onto a mentor's skill rows (skills-field.tsx), apart from React so
// that a unit test reads it.

export type Skill = { tag: string; description: string };

/** The row the picker holds for each known area: the first row with it (rows with no area or a repeat stay native). */
export function pickedAreas(rows: readonly Skill[], known: ReadonlySet<string>): Map<string, number> {
  const picked = new Map<string, number>();
  rows.forEach((skill, index) => {
    if (known.has(skill.tag) && !picked.has(skill.tag)) picked.set(skill.tag, index);
  });
  return picked;
}

export type RowsChange =
  { type: "insert"; tag: string } | { type: "remove"; index: number } | { type: "update"; rows: Skill[] } | null;

/**
 * The list intent that turns the rows' areas into `next`: one row added or removed, or else the whole list (an area
 * taken away takes every row of it, so that a repeat does not bring it back).
 */
export function rowsChange(
  rows: readonly Skill[],
  picked: ReadonlyMap<string, number>,
  next: ReadonlySet<string>,
): RowsChange {
  const added = [...next].filter((tag) => !picked.has(tag));
  const removed = new Set([...picked.keys()].filter((tag) => !next.has(tag)));
  const dropped = rows.flatMap((skill, index) => (removed.has(skill.tag) ? [index] : []));
  if (added.length === 0 && dropped.length === 0) return null;
  if (added.length === 1 && dropped.length === 0) return { type: "insert", tag: added[0]! };
  if (added.length === 0 && dropped.length === 1) return { type: "remove", index: dropped[0]! };
  const kept = rows.filter((skill) => !removed.has(skill.tag));
  return { type: "update", rows: [...kept, ...added.map((tag) => ({ tag, description: "" }))] };
}
