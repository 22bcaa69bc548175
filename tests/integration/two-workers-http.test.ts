// The app and the local API as two Workers, the app calling it over HTTP (API_URL): issue 36 §3. Also the
// API Worker's own guard (§1): a server's token-authed call passes, a browser's cross-site post is refused.
import { describe, expect, test } from "vitest";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import { DEMO, DEMO_PASSWORD, formErrors } from "./harness";
import { describeTwoWorkerFlows } from "./two-workers.flows";

const worker = describeTwoWorkerFlows("http");

describe("the API Worker's guard", () => {
  async function apiLogin(headers: Record<string, string> = {}) {
    const key = worker.bindings.LOGIN_PUBLIC_KEY!;
    return worker.apiDispatch("/usuario/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({
        email: await encryptCredential(key, DEMO.mentor),
        password: await encryptCredential(key, DEMO_PASSWORD),
      }),
    });
  }

  test("a server's calls (no Origin, no Sec-Fetch-Site) with a token are accepted: login, then logout", async () => {
    const login = await apiLogin();
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const logout = await worker.apiDispatch("/usuario/logout", {
      method: "POST",
      headers: { Authorization: `Token ${token}` },
    });
    expect(logout.status).toBe(204);
  });

  test("a browser's cross-site or cross-origin POST is refused, to an endpoint or to the checkout page", async () => {
    expect((await apiLogin({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await apiLogin({ Origin: "https://evil.example" })).status).toBe(403);
    const browsers: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      {},
    ];
    for (const headers of browsers) {
      const refused = await worker.apiDispatch("/payu/compra/cualquiera", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "decision=aprobar",
      });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe("Solicitud rechazada: origen no permitido.");
    }
  });

  test("no CORS: a cross-origin browser gets no Access-Control-Allow-Origin, not even on a preflight", async () => {
    const preflight = await worker.apiDispatch("/usuario/login", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const read = await worker.apiDispatch("/usuario/tags", { headers: { Origin: "https://evil.example" } });
    expect(read.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("the mentors' bulk invite when the file does not get through (issue 33 §2)", () => {
  test("'{file} fallo al subirse, intente de nuevo.', the form back", async () => {
    await worker.apiFault("POST /entidad/usuario/agregar/mentor", "500");
    try {
      const b = await worker.browserAs(DEMO.institution);
      const form = new FormData();
      form.append("file_users", new File(["email;nombre;apellido\nana@x.test;Ana;Pérez"], "mentores.csv"));
      const encoded = new Response(form);
      const response = await b.request("/mentors/file/new", {
        method: "POST",
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { "Content-Type": encoded.headers.get("content-type")! },
      });
      expect(response.status).toBe(503);
      expect(formErrors(await response.text())).toEqual(["mentores.csv fallo al subirse, intente de nuevo."]);
    } finally {
      await worker.apiFault("POST /entidad/usuario/agregar/mentor", null);
    }
  });
});

describe("a company edit the API fails (issue 33, second spec › Error catalogue)", () => {
  test("'Error al editar la empresa, por favor intente nuevamente', the values kept", async () => {
    await worker.apiFault("PUT /company/company/1/", "500");
    try {
      const b = await worker.browserAs(DEMO.entrepreneur);
      const response = await b.formPost("/empresa/1/editar", {
        name: "EcoEmpaques S.A.S.",
        n_employees: "12",
        sector: "1",
        goal: "Barreras que no se pierden",
      });
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(formErrors(html)[0]).toBe("Error al editar la empresa, por favor intente nuevamente");
      expect(html).toContain("Barreras que no se pierden");
    } finally {
      await worker.apiFault("PUT /company/company/1/", null);
    }
  });
});
