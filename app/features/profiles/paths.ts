// The canonical URLs of the profile area (spec 000 §2 "Profiles"; spec 001 route table): every link that
// names a person goes through profilePath. The route table's duplicates redirect here (DESIGN §3).
const seg = encodeURIComponent;

export const profilePath = (username: string) => `/user/${seg(username)}`;
export const editProfilePath = (username: string) => `${profilePath(username)}/edit`;
export const deactivateProfilePath = (username: string) => `${profilePath(username)}/desactivar`;
