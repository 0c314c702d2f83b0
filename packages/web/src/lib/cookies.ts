/** Reads one cookie from a `document.cookie` style string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie for the whole site, kept for one year. */
export function yearCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers.
  document.cookie = cookie;
}
