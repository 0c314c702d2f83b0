/** The menu entry for a path: the longest entry path that is the path itself or one of its parents. */
export function bestNavMatch(pathname: string, paths: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (!best || path.length > best.length)) best = path;
  }
  return best;
}
