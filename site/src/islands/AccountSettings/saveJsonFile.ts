// Saving data the page already holds as a file, without another request: a Blob, an object URL
// and a temporary <a download>, which browsers treat as a download rather than a navigation.

/** How long the object URL outlives the click: some browsers read it after click() returns. */
const REVOKE_AFTER_MS = 40_000;

/** "iaaii-my-data-2026-11-24.json", the date in the member's own time zone. */
export function myDataFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `iaaii-my-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Offer `data` as a JSON file called `fileName`, indented so a person can read it. */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
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
