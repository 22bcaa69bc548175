// The codecs' wasm, compiled by wrangler's bundler (imported only by the Worker entries: Node cannot import .wasm).
import jpegDecode from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import jpegEncode from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import pngDecode from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import resize from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import webpEncode from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import type { ImageWasm } from "./codecs";

export const imageWasm: ImageWasm = { jpegDecode, jpegEncode, pngDecode, resize, webpEncode };
