// Test helpers of the people area: a fresh institution with a signed-in official, invitation links.
import { DEMO_INSTITUTIONS } from "../demo";
import { type Harness, STRONG_PASSWORD, confirmationCodeFor, uniqueUser } from "../testing/harness";

/** Registers an institution through the API and confirms its official; returns the official's token. */
export async function createInstitution(h: Harness, name = "Org") {
  const { email } = uniqueUser("org");
  const razon_social = `${name} ${email.split("@")[0]}`;
  const created = await h.call("POST", "/usuario/crear/entidad", {
    body: {
      first_name: "Pedro",
      last_name: "Ruiz",
      email,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
      razon_social,
    },
  });
  if (created.status !== 201) throw new Error(`institution sign-up failed: ${JSON.stringify(created.body)}`);
  const confirmed = await h.call<{ token: string }>(
    "DELETE",
    `/usuario/confirmar/${await confirmationCodeFor(h, email)}`,
  );
  const token = confirmed.body.token;
  const row = await h.db
    .prepare("SELECT id FROM entidades WHERE razon_social = ?")
    .bind(razon_social)
    .first<{ id: number }>();
  if (!row) throw new Error("no institution");
  return { id: row.id, razon_social, email, token };
}

export async function demoInstitutionId(h: Harness): Promise<number> {
  await h.call("GET", "/usuario/tags"); // seeds
  const row = await h.db
    .prepare("SELECT id FROM entidades WHERE razon_social = ? ORDER BY id DESC")
    .bind(DEMO_INSTITUTIONS.incubator)
    .first<{ id: number }>();
  if (!row) throw new Error("no demo institution");
  return row.id;
}

/** The code of the newest invitation (or confirmation) link e-mailed to `email`. */
export async function invitationCodeFor(h: Harness, email: string): Promise<string> {
  for (const mail of await h.mailsTo(email)) {
    const code = mail.body.match(/\/user_confirmation\/([0-9a-f]+)/)?.[1];
    if (code) return code;
  }
  throw new Error(`no invitation e-mail for ${email}`);
}

export type InviteKind = "funcionario" | "emprendedor" | "mentor";

/** PUT /entidad/{kind}/agregar. */
export function invite(
  h: Harness,
  token: string,
  kind: InviteKind,
  email: string,
  first_name = "Nueva",
  last_name = "Persona",
) {
  return h.call<Record<string, unknown>>("PUT", `/entidad/${kind}/agregar`, {
    token,
    body: { [kind]: email, first_name, last_name },
  });
}
