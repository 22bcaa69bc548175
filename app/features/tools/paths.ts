// URLs of the tool screens (spec route table: /programs/programs/mentorships/{id},
// mentorships/new/{program id}, /programs/programs/mentorships/mentorships/{id}/data, …/{id_m}/mentors/{id}/data).
// Edit and delete are not named by the spec: they open over the tools list like the people dialogs.
export const programPath = (programId: number) => `/programs/programs/${programId}`;
export const listPath = (programId: number) => `/programs/programs/mentorships/${programId}`;
export const newPath = (programId: number) => `/programs/programs/mentorships/new/${programId}`;
export const editPath = (programId: number, toolId: number) => `${listPath(programId)}/${toolId}/edit`;
export const deletePath = (programId: number, toolId: number) => `${listPath(programId)}/${toolId}/eliminar`;
export const detailPath = (toolId: number) => `/programs/programs/mentorships/mentorships/${toolId}/data`;
export const toolMentorPath = (toolId: number, username: string) =>
  `/programs/programs/mentorships/mentorships/${toolId}/mentors/${encodeURIComponent(username)}/data`;
