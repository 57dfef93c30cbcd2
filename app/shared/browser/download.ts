/** Saves generated content as a file with the given name and MIME type. */
export function downloadFile(fileName: string, content: BlobPart, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const MIME = {
  text: "text/plain;charset=utf-8",
  html: "text/html;charset=utf-8",
  xml: "application/xml;charset=utf-8",
  zip: "application/zip",
} as const;
