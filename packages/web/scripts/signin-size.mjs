// Prints the gzipped size of the JavaScript a first visit to /signin downloads, from the build manifest:
// the entry chunk, the sign-in page chunk, the texts of one language and everything they import.
// Usage: npm run build -w @slipway/web && node packages/web/scripts/signin-size.mjs [zh-CN|en]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const language = process.argv[2] === 'en' ? 'en' : 'zh-CN';

const roots = Object.entries(manifest)
  .filter(
    ([key, chunk]) =>
      chunk.isEntry ||
      key.endsWith('features/auth/pages/SignInPage.tsx') ||
      key.endsWith(`i18n/locales/${language}.json`) ||
      key.endsWith(language === 'en' ? 'antd/locale/en_US.js' : 'antd/locale/zh_CN.js') ||
      (language === 'zh-CN' && key.endsWith('dayjs/locale/zh-cn.js')),
  )
  .map(([key]) => key);

const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
roots.forEach(visit);

let total = 0;
for (const key of [...seen].sort()) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total gzipped bytes for /signin (${language})`);
