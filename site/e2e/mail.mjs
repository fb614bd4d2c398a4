// Reading the forms service's outbox (.eml files written by lettre) as a person would.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function decodeQuotedPrintable(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Every message to `address`, decoded, oldest first. lettre names each file after a random id, so
 * the order is the files' modification times (in nanoseconds), as the service's own tests read it.
 */
export function mailTo(outbox, address) {
  let names;
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => ({ path: join(outbox, name), written: statSync(join(outbox, name), { bigint: true }).mtimeNs }))
    .sort((a, b) => (a.written < b.written ? -1 : a.written > b.written ? 1 : 0))
    .map(({ path }) => decodeQuotedPrintable(readFileSync(path, 'utf8')))
    .filter((text) => text.split(/\r?\n/).includes(`To: ${address}`));
}

/**
 * Wait for the `count`-th message to `address` that `pattern` finds something in (an account's
 * first mail is its confirmation link, so a recovery code is not simply its n-th message), and
 * return what the pattern matched. The service mails after answering, so this polls.
 */
async function waitForMatch(outbox, address, pattern, count, what) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const matches = mailTo(outbox, address)
      .map((text) => pattern.exec(text))
      .filter(Boolean);
    if (matches.length >= count) return matches[count - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} number ${count} did not arrive for ${address}`);
}

/** Wait for the `count`-th recovery code sent to `address` and return it. */
export async function waitForCode(outbox, address, count = 1) {
  const match = await waitForMatch(outbox, address, /reset your password is (\d{6})/, count, 'a recovery code');
  return match[1];
}

const CONFIRMATION_LINK = /(https?:\/\/[^\s"<>]*)\/confirm-email#token=([0-9a-f]{64})/;

/** How many confirmation links `address` has received so far. */
export function confirmationLinkCount(outbox, address) {
  return mailTo(outbox, address).filter((text) => CONFIRMATION_LINK.test(text)).length;
}

/**
 * Wait for the `count`-th confirmation link sent to `address` (a sign-up's, then one for each new
 * link asked for); returns the link as mailed (`<site>/confirm-email#token=...`) and its token.
 */
export async function waitForConfirmationLink(outbox, address, count = 1) {
  const match = await waitForMatch(outbox, address, CONFIRMATION_LINK, count, 'a confirmation link');
  return { link: match[0], token: match[2] };
}
