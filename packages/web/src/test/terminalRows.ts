/** The rows the log terminal (xterm's DOM renderer) shows, without the empty ones below the text. */
export function terminalRows(): string[] {
  const rows = [...document.querySelectorAll('.xterm-rows > div')].map((row) =>
    (row.textContent ?? '').trimEnd(),
  );
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  return rows;
}
