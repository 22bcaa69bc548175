// The spec's external links as configuration (issue 33 §4; core spec › What the product does and for whom, core spec › Screens and routes; second spec › Screens and routes): the mentor landing
// page and the social networks in the public footer, the external content folder of 'Mis documentos', the
// marketplace's first-visit video. Unset, none of them is linked; a URL that is not http(s) never is.
import { describe, expect, test } from "vitest";
import { DEMO, tags, textOf, useTestWorker } from "./harness";

const configured = useTestWorker({
  vars: {
    MENTOR_LANDING_URL: "https://mentores.example.test/",
    SOCIAL_LINKS: JSON.stringify([
      { label: "LinkedIn", url: "https://www.linkedin.com/company/ejemplo" },
      { label: "Malo", url: "javascript:alert(1)" },
    ]),
    CONTENT_FOLDER_URL: "https://drive.example.test/carpeta",
    MARKETPLACE_VIDEO_URL: "https://video.example.test/instrucciones",
  },
});
const plain = useTestWorker();

const link = (html: string, href: string) => tags(html, "a").find((a) => a.href === href);

describe("configured", () => {
  test("the public footer links the mentor landing page and the social networks, in a new tab", async () => {
    const html = await (await configured.browser().get("/terminos-y-condiciones")).text();
    expect(link(html, "https://mentores.example.test/")?.target).toBe("_blank");
    expect(link(html, "https://www.linkedin.com/company/ejemplo")?.rel).toContain("noopener");
    expect(html).toContain("Redes sociales");
    expect(html).not.toContain("javascript:alert");
  });

  test("'Mis documentos' has the content folder; the marketplace's steps link the video", async () => {
    const b = await configured.browserAs(DEMO.entrepreneur);
    const documents = await (await b.get("/user/files")).text();
    expect(link(documents, "https://drive.example.test/carpeta")?.target).toBe("_blank");
    const marketplace = await (await b.get("/marketplace")).text();
    expect(marketplace).toContain("¿Cómo funciona?");
    expect(link(marketplace, "https://video.example.test/instrucciones")).toBeDefined();
  });
});

describe("unset", () => {
  test("no link to any of them", async () => {
    // The visible text (the page's catalogs travel in a script).
    const footer = textOf(await (await plain.browser().get("/terminos-y-condiciones")).text());
    expect(footer).not.toContain("Redes sociales");
    expect(footer).not.toContain("Sé mentor");
    const b = await plain.browserAs(DEMO.entrepreneur);
    expect(textOf(await (await b.get("/user/files")).text())).not.toContain("Carpeta de contenidos");
    const marketplace = textOf(await (await b.get("/marketplace")).text());
    expect(marketplace).toContain("¿Cómo funciona?");
    expect(marketplace).not.toContain("Ver el video de instrucciones");
  });
});
