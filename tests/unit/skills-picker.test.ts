// The profile's areas of expertise in the tag picker (issue 30 §3): which rows the picker holds, and the list
// intent each choice becomes, so that the same skills[i] rows are posted.
import { describe, expect, it } from "vitest";
import { pickedAreas, rowsChange } from "../../app/features/profiles/skills-picker";

const known = new Set(["1", "2", "3"]);
const rows = [
  { tag: "2", description: "Ventas B2B" },
  { tag: "", description: "sin área" },
  { tag: "2", description: "repetida" },
  { tag: "9", description: "desconocida" },
  { tag: "1", description: "Finanzas" },
];

describe("pickedAreas", () => {
  it("holds the first row of each known area; empty, repeated and unknown areas stay native", () => {
    expect([...pickedAreas(rows, known)]).toEqual([
      ["2", 0],
      ["1", 4],
    ]);
  });
});

describe("rowsChange", () => {
  const picked = pickedAreas(rows, known);
  it("adds one row for one area chosen", () => {
    expect(rowsChange(rows, picked, new Set(["2", "1", "3"]))).toEqual({ type: "insert", tag: "3" });
  });
  it("removes the area's row when its tag goes", () => {
    expect(rowsChange(rows, picked, new Set(["2"]))).toEqual({ type: "remove", index: 4 });
  });
  it("takes every row of an area away, a repeat too (else the area would come back)", () => {
    expect(rowsChange(rows, picked, new Set(["1"]))).toEqual({ type: "update", rows: [rows[1], rows[3], rows[4]] });
  });
  it("rewrites the list when several change at once, keeping the other rows and their descriptions", () => {
    expect(rowsChange(rows, picked, new Set(["2", "3", "4"]))).toEqual({
      type: "update",
      rows: [rows[0], rows[1], rows[2], rows[3], { tag: "3", description: "" }, { tag: "4", description: "" }],
    });
  });
  it("does nothing when the choice is the same", () => {
    expect(rowsChange(rows, picked, new Set(["1", "2"]))).toBeNull();
  });
});
