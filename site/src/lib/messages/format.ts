// Formats the catalog's messages as compiled by compile.ts: text, $variables (numbers written as
// the page's language writes them) and selectors, which pick an exact value, then the number's
// plural category in that language (Intl.PluralRules), then the default variant, as Fluent does.

export type Part = string | { v: string } | { s: string; k: Record<string, Pattern>; d: string };
export type Pattern = string | Part[];
export type Compiled = Record<string, Pattern>;
export type Args = Record<string, string | number>;

export function formatPattern(pattern: Pattern, args: Args, language: string): string {
  if (typeof pattern === 'string') return pattern;
  let text = '';
  for (const part of pattern) {
    if (typeof part === 'string') text += part;
    else if ('v' in part) text += shown(part.v, args[part.v], language);
    else text += formatPattern(variant(part, args[part.s], language), args, language);
  }
  return text;
}

function variant(select: { k: Record<string, Pattern>; d: string }, value: unknown, language: string): Pattern {
  const exact = value === undefined ? undefined : select.k[String(value)];
  if (exact !== undefined) return exact;
  if (typeof value === 'number') {
    const category = select.k[new Intl.PluralRules(language).select(value)];
    if (category !== undefined) return category;
  }
  return select.k[select.d] ?? '';
}

function shown(name: string, value: unknown, language: string): string {
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  return value === undefined ? `{$${name}}` : String(value);
}
