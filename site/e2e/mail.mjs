// Reading the forms service's outbox (.eml files written by lettre) as a person would.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function decodeQuotedPrintable(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message to `address`, decoded, oldest first. */
export function mailTo(outbox, address) {
  let names;
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
    .filter((text) => text.split(/\r?\n/).includes(`To: ${address}`));
}

/** Wait for the recovery code sent to `address` (the `count`-th message) and return it. */
export async function waitForCode(outbox, address, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const messages = mailTo(outbox, address);
    if (messages.length >= count) {
      const match = /reset your password is (\d{6})/.exec(messages[count - 1]);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code arrived for ${address}`);
}
