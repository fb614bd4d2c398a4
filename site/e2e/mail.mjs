// Reading the forms service's outbox (.eml files written by lettre) as a person would: postal-mime
// decodes the headers (a subject with an encoded name), the quoted-printable UTF-8 bodies and the
// multipart/alternative around them, as a mail program does.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/**
 * Every message to `address`, decoded (`subject`, `text`, `html`, `to`, ... as postal-mime gives
 * them), oldest first. lettre names each file after a random id, so the order is the files'
 * modification times (in nanoseconds), as the service's own tests read it.
 */
export async function mailTo(outbox, address) {
  let names;
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => ({
      path: join(outbox, name),
      written: (await stat(join(outbox, name), { bigint: true })).mtimeNs,
    })),
  );
  files.sort((a, b) => (a.written < b.written ? -1 : a.written > b.written ? 1 : 0));
  const mails = await Promise.all(files.map(async ({ path }) => PostalMime.parse(await readFile(path))));
  return mails.filter((mail) => mail.to?.some((to) => to.address === address));
}

/** What a person reads of a message: its subject, then its plain-text body. */
const readable = (mail) => `${mail.subject}\n\n${mail.text}`;

/** Ask `find` every 100 ms for up to 10 s: the service mails after answering. */
async function poll(find, failure) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = await find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure);
}

/** Wait for a message to `address` whose subject or text contains `text`, and return it. */
export function waitForMail(outbox, address, text) {
  return poll(
    async () => (await mailTo(outbox, address)).find((mail) => readable(mail).includes(text)),
    `no mail to ${address} with "${text}"`,
  );
}

/**
 * Wait for the `count`-th message to `address` that `pattern` finds something in (an account's
 * first mail is its confirmation link, so a recovery code is not simply its n-th message), and
 * return what the pattern matched.
 */
function waitForMatch(outbox, address, pattern, count, what) {
  return poll(async () => {
    const matches = (await mailTo(outbox, address)).map((mail) => pattern.exec(readable(mail))).filter(Boolean);
    return matches[count - 1];
  }, `${what} number ${count} did not arrive for ${address}`);
}

/** Wait for the `count`-th recovery code sent to `address` and return it. */
export async function waitForCode(outbox, address, count = 1) {
  const match = await waitForMatch(outbox, address, /reset your password is (\d{6})/, count, 'a recovery code');
  return match[1];
}

const RESET_LINK = /(https?:\/\/[^\s"<>]*)\/reset-password#token=([0-9a-f]{64})/;

/** Wait for the `count`-th recovery mail's link (`<site>/reset-password#token=...`) sent to `address`. */
export async function waitForResetLink(outbox, address, count = 1) {
  const match = await waitForMatch(outbox, address, RESET_LINK, count, 'a link to reset the password');
  return { link: match[0], token: match[2] };
}

const CONFIRMATION_LINK = /(https?:\/\/[^\s"<>]*)\/confirm-email#token=([0-9a-f]{64})/;

/** How many confirmation links `address` has received so far. */
export async function confirmationLinkCount(outbox, address) {
  return (await mailTo(outbox, address)).filter((mail) => CONFIRMATION_LINK.test(readable(mail))).length;
}

/**
 * Wait for the `count`-th confirmation link sent to `address` (a sign-up's, then one for each new
 * link asked for); returns the link as mailed (`<site>/confirm-email#token=...`) and its token.
 */
export async function waitForConfirmationLink(outbox, address, count = 1) {
  const match = await waitForMatch(outbox, address, CONFIRMATION_LINK, count, 'a confirmation link');
  return { link: match[0], token: match[2] };
}

const APPLICATION_LINK = /(https?:\/\/[^\s"<>]*)\/confirm-application#token=([0-9a-f]{64})/;

/**
 * Wait for the `count`-th link that sends on an application from `address` (mailed when it was
 * sent without signing in with that address); returns the link as mailed and its token.
 */
export async function waitForApplicationLink(outbox, address, count = 1) {
  const match = await waitForMatch(outbox, address, APPLICATION_LINK, count, 'a link to confirm an application');
  return { link: match[0], token: match[2] };
}
