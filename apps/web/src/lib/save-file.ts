/**
 * Hands a file the page holds to the browser as a download named `fileName`: the api's calls carry
 * a bearer token, which a plain link to the api could not send.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click has returned: it is let go a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
