// The UI kit's server HTML: what a browser without JavaScript gets must already be accessible and work.
import { describe, expect, test } from "vitest";
import { FormErrors, Pagination, RouteDialog, SideNav, TextField, pageHref, parsePage, PAGE_SIZE } from "~/ui";

import { dropServerLayoutEffectWarning, renderInRoute as render } from "./render-in-route";

dropServerLayoutEffectWarning();

describe("Pagination", () => {
  test("15 rows per page; page 1 has no parameter and other params are kept", () => {
    expect(PAGE_SIZE).toBe(15);
    expect(pageHref("/users", "q=ana&page=3", 1)).toBe("/users?q=ana");
    expect(pageHref("/users", "q=ana", 2)).toBe("/users?q=ana&page=2");
    expect(parsePage(new URLSearchParams("page=abc"))).toBe(1);
    expect(parsePage(new URLSearchParams("page=0"))).toBe(1);
    expect(parsePage(new URLSearchParams("page=4"))).toBe(4);
  });

  test("links, the current page and disabled ends without JavaScript", () => {
    const labels = { nav: "Paginación", previous: "Anterior", next: "Siguiente", page: (n: number) => `Página ${n}` };
    const html = render(<Pagination page={1} totalPages={3} labels={labels} basePath="/users" />, "/users");
    expect(html).toMatch(/<nav[^>]*aria-label="Paginación"/);
    expect(html).toMatch(/aria-current="page"[^>]*>1</);
    expect(html).toContain('href="/users?page=2"');
    expect(html).not.toContain('href="/users?page=1"');
    // Page 1: "Anterior" is not a link.
    expect(html).toMatch(/<span[^>]*aria-disabled="true"[^>]*>.*Anterior/);
    const last = render(<Pagination page={3} totalPages={3} labels={labels} basePath="/users" />, "/users?page=3");
    expect(last).toMatch(/<span[^>]*aria-disabled="true"[^>]*>.*Siguiente/);
    expect(last).toContain('href="/users?page=2"');
  });
});

describe("fields", () => {
  test("label, description and errors are wired to the control", () => {
    const html = render(
      <TextField id="email" name="email" label="Correo" description="Tu correo" errors={["Email inválido"]} />,
    );
    expect(html).toMatch(/<label[^>]*for="email"/);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toMatch(
      /aria-describedby="[^"]*email-description[^"]*email-error|aria-describedby="[^"]*email-error[^"]*email-description/,
    );
    expect(html).toMatch(/id="email-error"[^>]*>.*Email inválido/);
  });

  test("no error: not invalid, and describedby never points at a missing element", () => {
    const html = render(<TextField id="name" name="name" label="Nombre" />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("name-error");
  });

  test("form errors sit in an alert region that exists before any error", () => {
    expect(render(<FormErrors id="f-error" errors={undefined} />)).toMatch(
      /id="f-error"[^>]*role="alert"|role="alert"[^>]*id="f-error"/,
    );
    expect(render(<FormErrors id="f-error" errors={["Datos inválidos"]} />)).toContain("Datos inválidos");
  });
});

describe("RouteDialog", () => {
  test("without JavaScript it is a page section named by its heading, with a close link", () => {
    const html = render(
      <RouteDialog title="Nuevo Usuario" closeTo="/funcionarios" closeLabel="Cerrar">
        <form method="post" />
      </RouteDialog>,
      "/funcionarios/new",
    );
    expect(html).not.toContain("<dialog");
    const labelledBy = /<section[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2[^>]*id="${labelledBy}"[^>]*>Nuevo Usuario</h2>`));
    expect(html).toMatch(/<a[^>]*href="\/funcionarios"[^>]*>.*Cerrar/);
  });
});

describe("SideNav", () => {
  test("a labelled nav, the current item marked, logout as a POST form", () => {
    const html = render(
      <SideNav
        label="Menú principal"
        menuLabel="Menú"
        items={[
          { to: "/user", label: "Inicio", current: true },
          { to: "/calendar", label: "Mi calendario" },
        ]}
        brandLogo={null}
        logoutLabel="Cerrar sesión"
      />,
      "/user",
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Menú principal"/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/user"|<a[^>]*href="\/user"[^>]*aria-current="page"/);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"|<form[^>]*action="\/logout"[^>]*method="post"/);
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
  });
});
