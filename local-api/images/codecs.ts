// The image codecs of issue 35 §2 (decision 1xx-img35): jSquash's wasm builds of mozjpeg, libwebp, the png crate and
// Squoosh's resize. The Worker entry hands over the compiled wasm modules (wasm.workerd.ts: workerd cannot
// compile wasm at run time); in Node (vitest, `npm run dev`) they are read from node_modules on first use.
import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode.js";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode.js";
import { decode as decodePng, init as initPngDecode } from "@jsquash/png/decode.js";
import resize, { initResize } from "@jsquash/resize";
import webpEncoderFactory from "@jsquash/webp/codec/enc/webp_enc_simd.js";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";

export type ImageWasm = {
  jpegDecode: WebAssembly.Module;
  jpegEncode: WebAssembly.Module;
  pngDecode: WebAssembly.Module;
  resize: WebAssembly.Module;
  webpEncode: WebAssembly.Module;
};

/** Where each module lives in node_modules (the same files wasm.workerd.ts imports). */
export const WASM_FILES: Record<keyof ImageWasm, string> = {
  jpegDecode: "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm",
  jpegEncode: "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm",
  pngDecode: "@jsquash/png/codec/pkg/squoosh_png_bg.wasm",
  resize: "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm",
  webpEncode: "@jsquash/webp/codec/enc/webp_enc_simd.wasm",
};

let provided: ImageWasm | null = null;

/** Called once by a Worker entry with the modules its bundler compiled. */
export function provideImageWasm(wasm: ImageWasm): void {
  provided = wasm;
}

type NodeProcess = { getBuiltinModule?: (name: string) => unknown };

/** Node only: reads and compiles the modules (no static node: import, so the Worker bundle has none). */
function wasmFromNodeModules(): ImageWasm {
  const proc = (globalThis as { process?: NodeProcess }).process;
  const fs = proc?.getBuiltinModule?.("node:fs") as typeof import("node:fs") | undefined;
  const mod = proc?.getBuiltinModule?.("node:module") as typeof import("node:module") | undefined;
  if (!fs || !mod) throw new Error("Image codecs: no wasm modules were provided by the Worker entry.");
  const require = mod.createRequire(import.meta.url);
  const compile = (file: string) => new WebAssembly.Module(fs.readFileSync(require.resolve(file)));
  return Object.fromEntries(Object.entries(WASM_FILES).map(([name, file]) => [name, compile(file)])) as ImageWasm;
}

/** RGBA pixels, as the codecs take and give them (workerd has no ImageData of its own). */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

export type Codecs = {
  decode(bytes: Uint8Array, type: "image/jpeg" | "image/png"): Promise<Pixels>;
  resize(image: Pixels, width: number, height: number, crop: boolean): Promise<Pixels>;
  encode(image: Pixels, format: "webp" | "jpeg", quality: number): Promise<Uint8Array>;
};

type WebpEncoder = Awaited<ReturnType<typeof webpEncoderFactory>>;
let ready: Promise<{ wasm: ImageWasm; webp: WebpEncoder }> | null = null;

async function load(): Promise<{ wasm: ImageWasm; webp: WebpEncoder }> {
  const g = globalThis as { ImageData?: unknown };
  // The codecs' glue builds results with `new ImageData(...)`: a plain holder where the runtime has none.
  g.ImageData ??= class ImageData {
    constructor(
      public data: Uint8ClampedArray,
      public width: number,
      public height: number,
    ) {}
  };
  const wasm = provided ?? wasmFromNodeModules();
  // The init functions take a compiled module too (jSquash's README); their typings only list options.
  const init = (fn: unknown, module: WebAssembly.Module) => (fn as (m: WebAssembly.Module) => Promise<unknown>)(module);
  // The SIMD build of the WebP encoder directly: jSquash's wrapper would pick it with a dynamic import() (and
  // bundle the other build too); workerd and Node both run wasm SIMD.
  const [webp] = await Promise.all([
    initEmscriptenModule(webpEncoderFactory, wasm.webpEncode),
    init(initJpegEncode, wasm.jpegEncode),
    init(initPngDecode, wasm.pngDecode),
    init(initResize, wasm.resize),
  ]);
  return { wasm, webp };
}

/** The codecs, initialised on first use (a page that shows no new image never pays for it). */
export async function codecs(): Promise<Codecs> {
  ready ??= load().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  const { wasm, webp } = await ready;
  return {
    async decode(bytes, type) {
      const buffer = bytes.slice().buffer;
      if (type === "image/png") return (await decodePng(buffer)) as Pixels;
      // A new decoder instance per original: wasm memory never shrinks, and a 12-megapixel photo grows it by 48 MB.
      await (initJpegDecode as unknown as (m: WebAssembly.Module) => Promise<void>)(wasm.jpegDecode);
      return (await decodeJpeg(buffer)) as Pixels;
    },
    async resize(image, width, height, crop) {
      if (image.width === width && image.height === height) return image;
      // jSquash's 'contain' crops the source to the target's proportions (centred) before scaling.
      return (await resize(image as ImageData, {
        width,
        height,
        fitMethod: crop ? "contain" : "stretch",
        method: "triangle",
        premultiply: true,
        linearRGB: false,
      })) as Pixels;
    },
    async encode(image, format, quality) {
      if (format === "jpeg") return new Uint8Array(await encodeJpeg(image as ImageData, { quality }));
      const bytes = webp.encode(image.data, image.width, image.height, { ...webpDefaults, quality });
      if (!bytes) throw new Error("WebP encoding failed");
      return new Uint8Array(bytes);
    },
  };
}
