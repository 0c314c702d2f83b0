import { CREDENTIAL_MASK } from '@slipway/contracts';

/** What replaces a credential in every log line. */
export const MASK = CREDENTIAL_MASK;

type Range = [start: number, end: number];

/**
 * Shortest base64 run kept for a secret inside a longer blob: shorter runs of short secrets
 * would mask unrelated text.
 */
export const MIN_INNER_BASE64 = 6;

const urlSafe = (base64: string) => base64.replaceAll('+', '-').replaceAll('/', '_');

/**
 * The base64 characters that depend on the secret alone when it sits inside a longer blob
 * (`printf 'user:secret' | base64`): one run per offset mod 3, without the characters at
 * either end that also carry bits of the neighbouring bytes.
 */
function innerBase64Runs(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const runs: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const first = Math.ceil((8 * offset) / 6);
    const end = Math.floor((8 * (offset + bytes.length)) / 6);
    const run = encoded.slice(first, end);
    if (run.length >= MIN_INNER_BASE64) runs.push(run, urlSafe(run));
  }
  return runs;
}

/** The secret inside single quotes as `set -x` traces write it: an embedded ' becomes '\''. */
const shellQuoted = (secret: string) => secret.replaceAll("'", "'\\''");

/** The secret inside a JSON string, as written by JSON.stringify and with non-ASCII as \uXXXX. */
function jsonEscaped(secret: string): string[] {
  const escaped = JSON.stringify(secret).slice(1, -1);
  const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');
  return [
    escaped,
    escaped.replace(/[\u0080-\uffff]/g, (c) => `\\u${hex(c)}`),
    escaped.replace(/[\u0080-\uffff]/g, (c) => `\\u${hex(c).toUpperCase()}`),
  ];
}

/**
 * The ways a credential may reach output: as it is, base64 (standard and URL-safe, padded or not,
 * alone or inside a longer blob), URL-encoded, single-quoted by a shell trace, JSON-escaped.
 */
export function secretForms(secret: string): string[] {
  const base64 = Buffer.from(secret, 'utf8').toString('base64');
  const base64Url = urlSafe(base64);
  const forms = [
    secret,
    base64,
    base64.replace(/=+$/, ''),
    base64Url,
    base64Url.replace(/=+$/, ''),
    ...innerBase64Runs(secret),
    encodeURIComponent(secret),
    shellQuoted(secret),
    ...jsonEscaped(secret),
  ];
  return [...new Set(forms)].filter((form) => form.length > 0);
}

/** Sorted, with overlapping and touching ranges joined, so overlapping secrets become one mask. */
function mergeRanges(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Masks the credentials of a task in streamed output. Only the tail that could still be the
 * start of a secret form is held back, so a long log flows without waiting; the text that
 * comes out is the same however the input was split into chunks.
 */
export class SecretMasker {
  private readonly forms: string[];
  private readonly longestForm: number;
  private readonly firstChars: Set<number>;
  private readonly decoder = new TextDecoder('utf-8');
  /** raw text held back: it could be the start of a secret form */
  private held = '';
  /** ranges of `held` already known to be secret (a match that ran past the emitted part) */
  private heldMasks: Range[] = [];
  /** the text emitted so far ends with MASK: a secret continuing at the start of `held` is the same mask */
  private endsInMask = false;

  constructor(secrets: readonly string[]) {
    const forms = new Set(secrets.filter((secret) => secret.length > 0).flatMap(secretForms));
    // longest first: where forms share a start, the longer one decides how far a mask reaches
    this.forms = [...forms].sort((a, b) => b.length - a.length);
    this.longestForm = this.forms[0]?.length ?? 0;
    this.firstChars = new Set(this.forms.map((form) => form.charCodeAt(0)));
  }

  /** Takes a chunk of output (Buffers may split UTF-8 characters) and returns what is safe to show now. */
  push(chunk: string | Buffer): string {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (this.forms.length === 0) return text;
    return this.mask(this.held + text, false);
  }

  /** Returns everything still held back, masked. */
  flush(): string {
    const rest = this.decoder.decode();
    if (this.forms.length === 0) return rest;
    return this.mask(this.held + rest, true);
  }

  private mask(text: string, final: boolean): string {
    const ranges: Range[] = this.heldMasks;
    for (const form of this.forms) {
      for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
        ranges.push([at, at + form.length]);
      }
    }
    const cut = final ? text.length : text.length - this.possibleSecretStart(text);
    this.held = text.slice(cut);
    if (ranges.length === 0) {
      // the usual case: no secret in sight
      if (cut > 0) this.endsInMask = false;
      return text.slice(0, cut);
    }
    let out = '';
    let pos = 0;
    this.heldMasks = [];
    for (const [start, end] of mergeRanges(ranges)) {
      if (start >= cut) {
        this.heldMasks.push([start - cut, end - cut]);
        continue;
      }
      if (start > pos) {
        out += text.slice(pos, start);
        this.endsInMask = false;
      }
      if (!this.endsInMask) out += MASK;
      this.endsInMask = true;
      pos = Math.min(end, cut);
      if (end > cut) this.heldMasks.push([0, end - cut]);
    }
    if (cut > pos) {
      out += text.slice(pos, cut);
      this.endsInMask = false;
    }
    return out;
  }

  /** Length of the longest end of `text` that is the beginning (not the whole) of a secret form. */
  private possibleSecretStart(text: string): number {
    // the earliest position wins; the first character rules out most positions cheaply
    for (let at = Math.max(0, text.length - this.longestForm + 1); at < text.length; at++) {
      if (!this.firstChars.has(text.charCodeAt(at))) continue;
      const rest = text.length - at;
      if (this.forms.some((form) => form.length > rest && startsForm(text, at, form))) return rest;
    }
    return 0;
  }
}

/** Whether text from `at` to its end equals the start of `form`. */
function startsForm(text: string, at: number, form: string): boolean {
  for (let i = at; i < text.length; i++) {
    if (text.charCodeAt(i) !== form.charCodeAt(i - at)) return false;
  }
  return true;
}
