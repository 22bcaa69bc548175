export declare function workerModules(path: string): {
  modules: (
    | { type: "ESModule"; path: string; contents: string }
    | { type: "CompiledWasm"; path: string; contents: Uint8Array<ArrayBuffer> }
  )[];
  modulesRoot: string;
};
