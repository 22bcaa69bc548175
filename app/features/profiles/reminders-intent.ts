// The reminders form's intent, apart from its schema: the panel renders it, and importing the schema would put
// zod into the profile page's first load (issue 30 §3's budget).
export const REMINDERS_INTENT = "reminders";
