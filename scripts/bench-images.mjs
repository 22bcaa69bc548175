// Issue 35 §2 in the bench: the largest image each page downloads against the size it is displayed at.
// A 1.2 MB photo (scripts/test-photo.mjs) is uploaded through the app's own forms as the institution's logo, a
// program's image, the entrepreneur's profile photo and company image (the Worker's CPU for each upload is
// printed: the sizes are made then); then Chromium opens the pages that show them as a phone (360 × 800 at 2×)
// and as a desktop (1280 × 800 at 1×), scrolls so lazy images load, and compares each downloaded image's pixels
// with the device pixels of its box. Bars: no image over twice its displayed size; an uploaded image (covers,
// logos, avatars) over 40 KB fails too.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { imageDimensions, photoJpeg } from "./test-photo.mjs";

const DEMO_PASSWORD = "Demo1234!";
const ENTIDAD = "entidad@demo.test";
const EMPRENDEDOR = "emprendedor@demo.test";
export const IMAGE_BARS = { ratio: 2, uploadedBytes: 40 * 1024 };

const UPLOADS = [
  { label: "institution logo", email: ENTIDAD, form: "/institution/edit", field: "logo" },
  { label: "program image", email: ENTIDAD, form: "/programs/programs/1/edit", field: "img_programa" },
  // The profile's form asks for the password to save anything (core spec › Screens and routes).
  {
    label: "profile photo",
    email: EMPRENDEDOR,
    form: "/user/emprendedor/edit",
    field: "img_usuario",
    fill: { password: DEMO_PASSWORD },
  },
  { label: "company image", email: EMPRENDEDOR, form: "/empresa/1/editar", field: "image" },
];

const PAGES = [
  { label: "/programs (entidad)", email: ENTIDAD, path: "/programs" },
  { label: "/programs/programs/1 (entidad)", email: ENTIDAD, path: "/programs/programs/1" },
  { label: "/programs/programs/1/edit (entidad)", email: ENTIDAD, path: "/programs/programs/1/edit" },
  { label: "/institution (entidad)", email: ENTIDAD, path: "/institution" },
  { label: "/user (emprendedor)", email: EMPRENDEDOR, path: "/user" },
  { label: "/user/emprendedor (emprendedor)", email: EMPRENDEDOR, path: "/user/emprendedor" },
  { label: "/empresa/1 (emprendedor)", email: EMPRENDEDOR, path: "/empresa/1" },
  { label: "/posts (emprendedor)", email: EMPRENDEDOR, path: "/posts" },
];

const DEVICES = [
  { label: "phone", viewport: { width: 360, height: 800 }, deviceScaleFactor: 2 },
  { label: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

async function signedIn(browser, base, email) {
  const context = await browser.newContext({ baseURL: base });
  const res = await context.request.post("/login", {
    form: { email, password: DEMO_PASSWORD, redirectTo: "" },
    headers: { Origin: new URL(base).origin },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`sign-in of ${email} answered ${res.status()}`);
  await context.request.get(res.headers().location);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Uploads the photo through each form (JavaScript off: the plain form post), with the Worker's CPU for it. */
async function upload(browser, base, states, photo, cpuSeconds) {
  const rows = [];
  for (const u of UPLOADS) {
    const context = await browser.newContext({
      baseURL: base,
      storageState: states[u.email],
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(u.form);
    await page.setInputFiles(`input[type=file][name=${u.field}]`, {
      name: "foto.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(photo),
    });
    const form = page.locator(`form:has(input[name=${u.field}])`);
    for (const [name, value] of Object.entries(u.fill ?? {})) await form.locator(`input[name=${name}]`).fill(value);
    const before = cpuSeconds();
    const started = performance.now();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      // The form's own submit button (Conform's list buttons carry a name).
      form.locator("button[type=submit]:not([name])").last().click(),
    ]);
    const ms = Math.round(performance.now() - started);
    const after = cpuSeconds();
    await page.waitForLoadState("load");
    // Saved: the post/redirect/get answer; a form sent back (200) names what it refused.
    const ok = response.status() === 302;
    // What the form said when it refused the upload (its field and form errors).
    const errors = ok ? [] : await page.locator("[role=alert], [id$='-error']").allInnerTexts();
    rows.push({
      label: u.label,
      status: response.status(),
      ok,
      errors: errors.map((e) => e.trim()).filter(Boolean),
      wallMs: ms,
      workerCpuMs: before === null || after === null ? null : Math.round((after - before) * 1000),
    });
    await context.close();
  }
  return rows;
}

/**
 * The first read of a size not made at upload (an image stored before sizes existed takes this path): the profile
 * photo at the program card's size, which makes it and the photo's own sizes from one decode of the original.
 */
async function firstReadCpu(browser, base, state, cpuSeconds) {
  const context = await browser.newContext({ baseURL: base, storageState: state });
  try {
    const html = await (await context.request.get("/user/emprendedor")).text();
    const original = /(http[^"?]*\/api\/media\/avatars\/[^"?]+)\?/.exec(html)?.[1];
    if (!original) return null;
    const measureOnce = async () => {
      const before = cpuSeconds();
      const started = performance.now();
      const response = await context.request.get(`${original}?size=640x256&format=webp`);
      const bytes = (await response.body()).byteLength;
      const after = cpuSeconds();
      return {
        status: response.status(),
        bytes,
        wallMs: Math.round(performance.now() - started),
        workerCpuMs: before === null || after === null ? null : Math.round((after - before) * 1000),
      };
    };
    return { first: await measureOnce(), stored: await measureOnce() };
  } finally {
    await context.close();
  }
}

/** Every image a page downloaded, with its pixels and the device pixels of the box it is drawn in. */
async function measure(browser, base, state, path, device) {
  const context = await browser.newContext({
    baseURL: base,
    storageState: state,
    viewport: device.viewport,
    deviceScaleFactor: device.deviceScaleFactor,
  });
  const page = await context.newPage();
  const bodies = new Map();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  // Lazy images load as they come near the viewport: scroll through the page, then wait for them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  const shown = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc)
      .map((img) => {
        const box = img.getBoundingClientRect();
        return { url: img.currentSrc, width: box.width, height: box.height };
      }),
  );
  await context.close();
  const images = [];
  for (const s of shown) {
    const body = (await bodies.get(s.url)) ?? Buffer.alloc(0);
    // The file's own pixels (an <img> with a srcset reports its natural size divided by the chosen density).
    const pixels = imageDimensions(new Uint8Array(body));
    // A vector image (the SVG logos) has no pixels to waste.
    if (!pixels) {
      images.push({ ...s, bytes: body.byteLength, naturalWidth: null, naturalHeight: null, ratio: 0 });
      continue;
    }
    const dpr = device.deviceScaleFactor;
    // Drawn in no box (hidden): any pixel is too many.
    const ratio =
      s.width && s.height
        ? Math.max(pixels.width / (s.width * dpr), pixels.height / (s.height * dpr))
        : Number.POSITIVE_INFINITY;
    images.push({
      ...s,
      bytes: body.byteLength,
      naturalWidth: pixels.width,
      naturalHeight: pixels.height,
      ratio: Math.round(ratio * 100) / 100,
    });
  }
  return images;
}

/** The uploads, then each page on each device: its largest download and its worst ratio. */
export async function imagesPart({ base, cpuSeconds = () => null }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("chromium not found on PATH (apt-get install chromium), or set CHROMIUM_PATH");
  // The API's image URLs carry the app's own origin (APP_URL, localhost): the page must be on it for its CSP.
  const origin = base.replace("127.0.0.1", "localhost");
  const photo = await photoJpeg();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const states = {};
    for (const email of [ENTIDAD, EMPRENDEDOR]) states[email] = await signedIn(browser, origin, email);
    const uploads = await upload(browser, origin, states, photo, cpuSeconds);
    const firstRead = await firstReadCpu(browser, origin, states[EMPRENDEDOR], cpuSeconds);
    const pages = [];
    for (const p of PAGES)
      for (const device of DEVICES) {
        const images = await measure(browser, origin, states[p.email], p.path, device);
        const uploaded = images.filter((i) => i.url.includes("/api/media/"));
        const raster = images.filter((i) => i.naturalWidth !== null);
        const largest = [...raster].sort((a, b) => b.bytes - a.bytes)[0] ?? null;
        const worst = [...images].sort((a, b) => b.ratio - a.ratio)[0] ?? null;
        const over = images.filter((i) => i.ratio > IMAGE_BARS.ratio);
        const heavy = uploaded.filter((i) => i.bytes > IMAGE_BARS.uploadedBytes);
        pages.push({
          page: p.label,
          device: device.label,
          images: raster.length,
          uploaded: uploaded.length,
          largest,
          worst,
          over: over.map((i) => i.url),
          heavy: heavy.map((i) => i.url),
          ok: over.length === 0 && heavy.length === 0,
        });
      }
    return { photoBytes: photo.byteLength, uploads, firstRead, pages };
  } finally {
    await browser.close();
  }
}

const px = (w, h) => `${Math.round(w)}×${Math.round(h)}`;

export function printImages({ photoBytes, uploads, firstRead, pages }) {
  console.log(`\nImages (issue 35 §2): a ${(photoBytes / 1024).toFixed(0)} KB photo uploaded through the forms`);
  for (const u of uploads)
    console.log(
      `  upload ${u.label.padEnd(17)} ${u.ok ? "ok  " : "FAIL"} ${String(u.status).padEnd(4)} wall ${u.wallMs} ms, ` +
        `Worker CPU ${u.workerCpuMs ?? "n/a"} ms (sizes made then)`,
    );
  if (firstRead)
    for (const [label, r] of [
      ["first read of a size", firstRead.first],
      ["the same, stored", firstRead.stored],
    ])
      console.log(
        `  ${label.padEnd(24)} ${String(r.status).padEnd(4)} ${(r.bytes / 1024).toFixed(1)} KB, wall ${r.wallMs} ms, ` +
          `Worker CPU ${r.workerCpuMs ?? "n/a"} ms`,
      );
  console.log(
    `Largest image per page against its displayed size (bars: image ≤ ${IMAGE_BARS.ratio}× its box in device ` +
      `pixels, uploads ≤ ${IMAGE_BARS.uploadedBytes / 1024} KB)`,
  );
  console.log(
    `  ${"page".padEnd(42)} ${"device".padEnd(8)} ${"imgs".padStart(4)}  ${"largest".padStart(8)}  ` +
      `${"pixels".padStart(9)}  ${"shown (CSS)".padStart(11)}  ${"ratio".padStart(5)}  worst`,
  );
  for (const r of pages) {
    const l = r.largest;
    console.log(
      `  ${r.ok ? "ok  " : "OVER"} ${r.page.padEnd(37)} ${r.device.padEnd(8)} ${String(r.images).padStart(4)}  ` +
        (l
          ? `${((l.bytes / 1024).toFixed(1) + " KB").padStart(8)}  ${px(l.naturalWidth, l.naturalHeight).padStart(9)}  ` +
            `${px(l.width, l.height).padStart(11)}  ${l.ratio.toFixed(2).padStart(5)}`
          : "(no image)".padStart(8)) +
        (r.worst ? `  ${r.worst.ratio.toFixed(2)}` : ""),
    );
  }
}

/** The failures of the image bars, as bench.mjs collects them. */
export function imageFailures({ uploads, pages }) {
  return [
    ...uploads
      .filter((u) => !u.ok)
      .map((u) => `image upload (${u.label}) answered ${u.status}: ${u.errors.join(" / ") || "no message"}`),
    ...pages.flatMap((r) => [
      ...r.over.map((url) => `image over ${IMAGE_BARS.ratio}× its box on ${r.page} (${r.device}): ${url}`),
      ...r.heavy.map((url) => `uploaded image over 40 KB on ${r.page} (${r.device}): ${url}`),
    ]),
  ];
}
