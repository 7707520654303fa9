// Saves text as a file through the browser's download, with no server involved.
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; the URL can go once the current task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
