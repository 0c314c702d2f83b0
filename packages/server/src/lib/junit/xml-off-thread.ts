import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** fast-xml-parser as the worker loads it (the server's own copy, also when bundled). */
const PARSER_PATH = createRequire(import.meta.url).resolve('fast-xml-parser');

/** The worker: validates and parses one document, answers the tree or the parser's message. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { XMLParser } = require(workerData.parserPath);
const arrays = new Set(workerData.arrays);
const parser = new XMLParser({ ...workerData.options, isArray: (name) => arrays.has(name) });
try {
  parentPort.postMessage({ ok: true, value: parser.parse(workerData.xml, true) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String((error && error.message) || error) });
}
`;

export interface OffThreadLimits {
  timeoutMs: number;
  maxMemoryMb: number;
}

/** Why a document was not parsed: the parser's message, the time limit or the memory limit. */
export class XmlParseError extends Error {}

/**
 * Parses XML in a worker thread, so a large or hostile document costs the worker its time and memory
 * and never blocks the server's event loop; the worker is stopped at the time limit.
 */
export function parseXmlOffThread(
  xml: string,
  options: Record<string, unknown>,
  arrays: string[],
  limits: OffThreadLimits,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { parserPath: PARSER_PATH, options, arrays, xml },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new XmlParseError(`parsing took longer than ${limits.timeoutMs / 1000} s`))),
      limits.timeoutMs,
    );
    worker.once('message', (answer: { ok: boolean; value?: unknown; error?: string }) =>
      settle(() =>
        answer.ok ? resolve(answer.value) : reject(new XmlParseError(`not well-formed XML: ${answer.error}`)),
      ),
    );
    worker.once('error', (error) => settle(() => reject(new XmlParseError(error.message))));
    worker.once('exit', (code) =>
      settle(() => reject(new XmlParseError(`the parser stopped (exit code ${code})`))),
    );
  });
}
