// The kit's read-only views (issue 32 §4): what they leave out, and that their markup is valid HTML.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { DescriptionList } from "~/ui/description-list";
import { PageHeader } from "~/ui/page-header";
import { ReviewList } from "~/ui/review-list";
import { htmlErrors } from "../integration/valid-html";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="es"><head><title>x</title></head><body><main>${body}</main></body></html>`;

test("DescriptionList keeps every pair unless told to hide the empty ones", async () => {
  const items = [
    ["Correo", "a@b.co"],
    ["Teléfono", ""],
    ["País", null],
  ] as const;
  const all = renderToStaticMarkup(<DescriptionList items={items} aria-label="Datos" />);
  expect(all.match(/<dt/g)).toHaveLength(3);
  const shown = renderToStaticMarkup(<DescriptionList items={items} hideEmpty />);
  expect(shown.match(/<dt/g)).toHaveLength(1);
  expect(shown).toContain("a@b.co");
  expect(renderToStaticMarkup(<DescriptionList items={[["Teléfono", ""]]} hideEmpty />)).toBe("");
  expect(await htmlErrors(page(all))).toEqual([]);
});

test("ReviewList shows author, score, day and only a comment that exists", async () => {
  const html = renderToStaticMarkup(
    <ReviewList
      reviews={[
        { id: 1, author: "Ana Pérez", score: "5 de 5", day: "2026-01-02", comment: "Muy útil" },
        { id: 2, author: "Anónimo", score: "3 de 5", day: "2026-01-01", comment: null },
      ]}
    />,
  );
  expect(html.match(/<li/g)).toHaveLength(2);
  expect(html).toContain('<time dateTime="2026-01-02"');
  expect(html.match(/<p/g)).toHaveLength(1);
  expect(await htmlErrors(page(html))).toEqual([]);
});

test("PageHeader renders the h1 or a heading of its own, and actions only when given", () => {
  const plain = renderToStaticMarkup(<PageHeader title="Programa" />);
  expect(plain).toMatch(/<h1[^>]*>Programa<\/h1>/);
  expect(plain.match(/<div/g)).toHaveLength(1);
  const custom = renderToStaticMarkup(<PageHeader heading={<h1>Empresa</h1>} actions={<a href="/x">Editar</a>} />);
  expect(custom).toContain("<h1>Empresa</h1>");
  expect(custom).toContain('<a href="/x">Editar</a>');
});
