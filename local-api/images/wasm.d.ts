// wrangler bundles a `.wasm?module` import as a compiled module (its CompiledWasm rule); the suffix keeps
// TypeScript off the wasm-bindgen packages' own `.wasm.d.ts` (their exports, not a module).
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
