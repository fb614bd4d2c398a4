// An e-mail address as a person reads it. Browsers hand a form an address at an accented domain
// in its ASCII form (`ada@xn--exmple-cua.org`, what `<input type="email">` gives), and the
// service stores and mails it so; on screen it is shown as it was typed (`ada@exämple.org`).
//
// The decoding is Punycode's (RFC 3492, section 6.2), written out here rather than taken from the
// punycode package, whose 1 KB would put the recovery pages over their budget; addresses.test.ts
// holds it to Node's own `url.domainToUnicode`.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

function digit(code: number): number {
  if (code >= 48 && code <= 57) return code - 22;
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return BASE;
}

/** The Unicode of one label's Punycode (without `xn--`), or null when it is not valid Punycode. */
function decodeLabel(input: string): string | null {
  if (input.length > 63) return null;
  const basic = input.lastIndexOf('-');
  const output: number[] = [];
  for (let j = 0; j < Math.max(basic, 0); j++) output.push(input.charCodeAt(j));
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length; ) {
    const before = i;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const value = digit(input.charCodeAt(index++));
      if (value >= BASE) return null;
      i += value * weight;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (value < t) break;
      weight *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

export function shownAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const labels = email.slice(at + 1).split('.');
  const shown = labels.map((label) =>
    label.toLowerCase().startsWith('xn--') ? decodeLabel(label.slice(4).toLowerCase()) : label,
  );
  if (shown.some((label) => !label)) return email;
  return `${email.slice(0, at)}@${shown.join('.')}`;
}
