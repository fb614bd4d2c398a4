// Time-based one-time passwords (RFC 6238) for the browser tests, as an authenticator app makes
// them from the secret the staff workspace shows: HMAC-SHA-1 over the number of 30-second steps
// since 1970 (8 bytes, big-endian), dynamic truncation (RFC 4226, section 5.3), 6 digits.
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 text (RFC 4648, section 6), as apps read a typed key: spaces, case and padding ignored. */
export function base32Decode(text) {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`"${char}" is not a base32 character`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code of `key` (bytes) at `seconds` since 1970. */
export function totp(key, seconds, { digits = 6, step = 30 } = {}) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / step)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows now (or `secondsLater`) for a base32 secret. */
export function codeFor(secret, secondsLater = 0) {
  return totp(base32Decode(secret), Date.now() / 1000 + secondsLater);
}
