// Gzipped size of the JavaScript a first visit to /signin downloads, read from the Vite build manifest:
// the entry chunk, the sign-in page chunk, the public pages' texts of one language (app.json; the areas'
// texts come with the signed-in routes) and everything they statically import.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {string} file */
const gzippedSize = (file) => gzipSync(readFileSync(file)).length;

/** @param {string} dist the web build folder; @param {'zh-CN'|'en'} language */
export function signinJsSize(dist, language) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const roots = Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isEntry ||
        key.endsWith('features/auth/pages/SignInPage.tsx') ||
        key.endsWith(`i18n/locales/${language}/app.json`) ||
        key.endsWith(language === 'en' ? 'antd/locale/en_US.js' : 'antd/locale/zh_CN.js') ||
        (language === 'zh-CN' && key.endsWith('dayjs/locale/zh-cn.js')),
    )
    .map(([key]) => key);
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  const files = [...seen].map((key) => manifest[key].file);
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + gzippedSize(path.join(dist, file)), 0),
  };
}

/** Every JavaScript file of the build, gzipped: the baseline the sign-in share is measured against. */
/** @param {string} dist */
export function allJsSize(dist) {
  const dir = path.join(dist, 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  return { files: files.length, bytes: files.reduce((sum, f) => sum + gzippedSize(path.join(dir, f)), 0) };
}
