// Figures for the summary `run.mjs` prints at the end: each benchmark appends its figures, one JSON line
// each, to the file BENCH_FIGURES names (nothing is kept when a benchmark runs alone).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {object} Figure
 * @property {string} figure what was measured
 * @property {'embedded' | 'postgres' | 'any'} database 'any' for a figure no database changes
 * @property {string} value
 * @property {string} baseline what the baseline measured, and its figure
 * @property {string} ratio the figure against the baseline
 */

/** @typedef {Figure | { skip: string }} FigureLine */

/** @param {FigureLine} line */
function append(line) {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** @param {Figure} figure */
export const recordFigure = (figure) => append(figure);

/** Why a database was left out. @param {string} reason */
export const recordSkip = (reason) => append({ skip: reason });

/** @param {string} file @returns {FigureLine[]} */
export function readFigures(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const labels = { any: '', embedded: 'embedded', postgres: 'PostgreSQL' };

/**
 * The baselines of a row: once when every run measured the same, else each named by its run.
 * @param {Figure[]} figures
 */
function baselines(figures) {
  const texts = new Set(figures.map((f) => f.baseline));
  if (texts.size <= 1) return [...texts].join('');
  return figures.map((f) => `${f.baseline} (${labels[f.database]} run)`).join('; ');
}

/**
 * One row a figure: embedded, PostgreSQL, the baseline(s) and the ratio(s), embedded first.
 * @param {FigureLine[]} lines
 * @returns {string[]} plain text lines
 */
export function summaryTable(lines) {
  /** @type {Map<string, Figure[]>} */
  const rows = new Map();
  const skips = new Set();
  for (const line of lines) {
    if ('skip' in line) {
      skips.add(line.skip);
      continue;
    }
    rows.set(line.figure, [...(rows.get(line.figure) ?? []), line]);
  }
  const postgresSkipped = skips.size > 0 ? 'skipped' : '-';
  const table = [['figure', 'embedded', 'PostgreSQL', 'baseline (same run)', 'ratio (embedded; PostgreSQL)']];
  for (const [figure, figures] of rows) {
    const on = (/** @type {string} */ name) => figures.find((f) => f.database === name);
    const any = on('any');
    const embeddedFigure = on('embedded');
    const postgresFigure = on('postgres');
    table.push([
      figure,
      any?.value ?? embeddedFigure?.value ?? '-',
      any ? '(same)' : (postgresFigure?.value ?? postgresSkipped),
      baselines(figures),
      [any, embeddedFigure, postgresFigure].flatMap((f) => (f ? [f.ratio] : [])).join('; '),
    ]);
  }
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  /** @param {string[]} row */
  const render = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  const [header, ...body] = table;
  return [
    render(header ?? []),
    widths.map((width) => '-'.repeat(width)).join('-+-'),
    ...body.map(render),
    ...[...skips],
  ];
}
