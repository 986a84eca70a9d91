/** Absolute URL of a route: the base URL plus the path, the home page keeping its slash. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path}`;
}
