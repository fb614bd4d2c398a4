// Saving text the page already holds as a file (a copy of one's data, an export, recovery codes),
// without another request: a Blob, an object URL and a temporary <a download>, which browsers
// treat as a download rather than a navigation.

/** How long the object URL outlives the click: some browsers read it after click() returns. */
const REVOKE_AFTER_MS = 40_000;

export function saveFile(fileName: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // In the document: older Firefox versions ignore a click on a link outside it.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
