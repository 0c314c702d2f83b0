/**
 * Lets code outside React (the HTTP client, route loaders) change the page.
 * main.tsx points it at the data router; until then it falls back to a full page load.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

export function currentPath(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}
