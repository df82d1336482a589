// Saves text or bytes as a file through an object URL and a[download]: works offline, needs no server.

export function downloadTextFile(fileName: string, mimeType: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: mimeType }));
}

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
