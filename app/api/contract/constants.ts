// Contract constants that pages need in the browser. No zod here: the app shell imports the term
// lists (core spec › What the product does and for whom), and zod stays out of pages without forms.
export const MENTOR_TERMS = ["Miembro de junta", "Consultor", "Mentor"] as const;
export const ENTREPRENEUR_TERMS = ["Emprendedor", "Empresario", "Mentee"] as const;
export type MentorTerm = (typeof MENTOR_TERMS)[number];
export type EntrepreneurTerm = (typeof ENTREPRENEUR_TERMS)[number];

/** Uploads checked in the browser and by the API: images (logos) and support attachments. */
export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const SUPPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Tool (mentorship) types, core spec › Entities and their fields "Tool / mentorship". */
export const TOOL_TYPES = [
  "Taller",
  "Mentoría",
  "Webinar",
  "Webcast",
  "Podcast",
  "Asesoría/Consultoría",
  "Comité directivo/Junta Asesora",
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

/** Issue 15, forum: the longest post or comment (characters). */
export const FORUM_CONTENT_MAX = 5000;
