import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** the global WebAssembly object (the compiler settings of this package declare only its types) */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

/** The embedded database's program and files, read and compiled ahead of opening it. */
export interface EmbeddedCode {
  wasmModule: Promise<WasmModule>;
  fsBundle: Promise<Blob>;
}

/**
 * Starts reading and compiling the embedded database's WebAssembly. Compiling runs on background
 * threads, so begun before the server's own modules load, it is done by the time they are.
 */
export function prepareEmbeddedCode(): EmbeddedCode {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const wasmModule = readFile(path.join(dist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes));
  const fsBundle = readFile(path.join(dist, 'pglite.data')).then((bytes) => new Blob([bytes]));
  // a failure surfaces when the database opens; until then it must not count as unhandled
  wasmModule.catch(() => undefined);
  fsBundle.catch(() => undefined);
  return { wasmModule, fsBundle };
}
