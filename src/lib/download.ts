/** Hands the browser a file to save, as if a link to it had been clicked. */
export function downloadFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns; freeing it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
