// "Download my data" as a file: its name, and the data as indented JSON.

import { saveFile } from '../../lib/saveFile';

/** "iaaii-my-data-2026-11-24.json", the date in the member's own time zone. */
export function myDataFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `iaaii-my-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Offer `data` as a JSON file called `fileName`, indented so a person can read it. */
export function saveJsonFile(fileName: string, data: unknown): void {
  saveFile(fileName, 'application/json', `${JSON.stringify(data, null, 2)}\n`);
}
