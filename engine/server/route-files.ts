/** Where a route's prerendered document lives in dist/: "/" → index.html, "/faq" → faq/index.html. */
export function routeHtmlFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export const notFoundFile = '404.html';
