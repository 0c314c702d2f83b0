/**
 * Whether two image references name the same image as podman reports it: podman lists a short name
 * (`web:2`) as `localhost/web:2` when built here or `docker.io/library/web:2` when pulled, and a
 * name without tag as `:latest`.
 */
export function sameImage(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

const IMPLIED_PREFIXES = ['localhost/', 'docker.io/library/', 'docker.io/'];

function canonical(reference: string): string {
  let name = reference.trim();
  const prefix = IMPLIED_PREFIXES.find((p) => name.startsWith(p));
  if (prefix) name = name.slice(prefix.length);
  const lastPart = name.slice(name.lastIndexOf('/') + 1);
  return lastPart.includes(':') || lastPart.includes('@') ? name : `${name}:latest`;
}
