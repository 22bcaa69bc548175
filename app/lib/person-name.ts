// How a person is named on every screen.

type Named = { first_name: string; last_name: string; username?: string | null };

/** First and last name, or the username when both are empty ("" when there is none). */
export function fullName(person: Named): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.username || "";
}
