/** Hands an HTML document to the browser as a file download, as if the visitor had clicked a link to it. */
export function downloadHtml(html: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later it has long been saved.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
