// The pure rules of the people pickers at scale (app/lib/people-picker.server.ts): which members a save keeps,
// and how a typed line picks one person among the name search's results.
import { describe, expect, test } from "vitest";
import { linesOf, nextMembers, resolveLines, shownIn } from "../../app/lib/people-picker.server";

const person = (id: number, first_name: string, last_name: string, email: string | null = null) => ({
  id,
  first_name,
  last_name,
  email,
});

describe("nextMembers", () => {
  test("only a shown and unchecked member leaves; one not shown stays; added ones join once", () => {
    expect(nextMembers([1, 2, 3], [1, 2], [1], [4, 1])).toEqual([1, 3, 4]);
  });
  test("a post without the shown field replaces the whole list, as the API does", () => {
    const form = new FormData();
    expect(shownIn(form, "x_vistos", [1, 2])).toEqual([1, 2]);
    form.set("x_vistos", "2,abc,-1,2");
    expect(shownIn(form, "x_vistos", [1, 2])).toEqual([2]);
  });
});

describe("resolveLines", () => {
  const people = [
    person(1, "Ana", "Pérez", "ana1@x.co"),
    person(2, "Ana", "Pérez Gómez", "ana2@x.co"),
    person(3, "Luis", "Ruiz", null),
  ];
  // The API's q: a part of the name.
  const search = async (q: string) => people.filter((p) => `${p.first_name} ${p.last_name}`.includes(q));

  test("one match, the exact whole name among several, or the e-mail in brackets", async () => {
    const text = "Luis\n  ana   pérez \nAna Pérez (ANA2@x.co)\nLuis";
    expect(linesOf(text)).toEqual(["Luis", "ana pérez", "Ana Pérez (ANA2@x.co)"]);
    // 'ana pérez' is not found by this case-sensitive search: the line is reported, not guessed.
    const resolved = await resolveLines(text, search);
    expect(resolved.ids).toEqual([3, 2]);
    expect(resolved.unmatched).toEqual(["ana pérez"]);
    expect((await resolveLines("Ana Pérez", search)).ids).toEqual([1]);
  });
  test("several matches, nobody, a bare e-mail the search does not match (secure_emails) and too many lines", async () => {
    const resolved = await resolveLines("Ana\nNadie\nana1@x.co", search);
    expect(resolved).toMatchObject({ ids: [], ambiguous: ["Ana"], unmatched: ["Nadie", "ana1@x.co"] });
    const many = Array.from({ length: 21 }, (_, i) => `Persona ${i}`).join("\n");
    expect((await resolveLines(many, search)).tooMany).toBe(true);
  });
  test("a bare e-mail, any case, is the one person the list shows with that e-mail", async () => {
    // The API's q with e-mails shown: a part of the name, or the whole e-mail.
    const withEmails = async (q: string) =>
      people.filter((p) => `${p.first_name} ${p.last_name}`.includes(q) || p.email === q.toLowerCase());
    const resolved = await resolveLines("ANA1@x.co\nnadie@x.co", withEmails);
    expect(resolved).toMatchObject({ ids: [1], unmatched: ["nadie@x.co"], ambiguous: [] });
  });
});
