// The glossary (locales/glossary.md) holds: no catalog, translated page, data text or mail uses a
// word its table "Words to avoid" lists for that language. The English strings the spec fixes,
// listed in the glossary too, are exempt.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const GLOSSARY = join(ROOT, 'locales/glossary.md');
const LANGUAGES = ['en', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

interface Rule {
  language: Language;
  avoid: string;
  pattern: RegExp;
  use: string;
}

/** A word boundary that knows accented letters (JavaScript's `\b` knows ASCII only). */
const BOUNDARY = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';

/** The lines of the glossary's section `title`, up to the next section. */
function section(glossary: string, title: string): string[] {
  const lines = glossary.split('\n');
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`the glossary has no section "## ${title}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** A Markdown table's cells (a `\|` inside a cell is a `|`). */
const cells = (row: string) =>
  row
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));

function rulesOf(glossary: string): Rule[] {
  return section(glossary, 'Words to avoid')
    .filter((line) => /^\| (en|fr|es) \|/.test(line))
    .map((row) => {
      const [language, code, use] = cells(row);
      const avoid = code.replace(/^`|`$/g, '');
      return {
        language: language as Language,
        avoid,
        pattern: new RegExp(avoid.replaceAll('\\b', BOUNDARY), 'gu'),
        use,
      };
    });
}

/** The spec's English strings: `a`, `b`... of the section's list items. */
function exemptionsOf(glossary: string): string[] {
  return section(glossary, 'English strings the spec fixes')
    .filter((line) => line.startsWith('- '))
    .map((line) => /`([^`]+)`/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined)
    .map((text) => text.replace(/\{[^{}]*\}/g, '{}'));
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found.sort();
}

/** A piece of text a reader sees, with where it is. */
interface Text {
  file: string;
  line: number;
  text: string;
  /** The whole of a label or message: a spec string is exempt only as a whole when it is one word. */
  whole: boolean;
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Fluent: each message's value (and its variants), without comments, ids and placeables. */
function fluentTexts(file: string, source: string): Text[] {
  const texts: Text[] = [];
  source.split('\n').forEach((raw, index) => {
    if (/^\s*#/.test(raw) || raw.trim() === '') return;
    const value = raw.replace(/^[a-z][\w-]*\s*=\s?/i, '').replace(/^\s*\*?\[[\w-]+\]\s?/, '');
    texts.push({ file, line: index + 1, text: value.replace(/\{[^{}]*\}/g, '{}'), whole: true });
  });
  return texts;
}

/** Markdown pages and YAML data: text without link targets, anchors, tags' names and codes. */
function pageTexts(file: string, source: string): Text[] {
  return source.split('\n').map((raw, index) => {
    // A label of the data (a menu's, a type's) on its own: a spec label is exempt only as a whole.
    const label = /^\s*-?\s*\{?\s*label:\s*"?([^",}]+?)"?\s*(?:,|\}|$)/.exec(raw);
    if (label) return { file, line: index + 1, text: label[1], whole: true };
    const text = raw
      .replace(/\]\([^)]*\)/g, ']()')
      .replace(/\{#[^}]*\}/g, '')
      .replace(/\{\{[^}]*\}\}/g, '{{}}')
      .replace(/<\/?[A-Za-z][\w-]*/g, '<')
      .replace(/="[^"\s]*"/g, '=""')
      .replace(/\b(?:href|value|code|id|to|on|set|layout)\s*:\s*\S+/g, '');
    return { file, line: index + 1, text, whole: false };
  });
}

/** A mail's subject, text or HTML: what the reader sees, the template's own syntax left out. */
function mailTexts(file: string, source: string): Text[] {
  return source.split('\n').map((raw, index) => ({
    file,
    line: index + 1,
    text: raw
      .replace(/\{%[^%]*%\}/g, '')
      .replace(/\{\{[^}]*\}\}/g, '{{}}')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&\w+;/g, ' '),
    whole: false,
  }));
}

/** The French and Spanish of each `say(["en", "fr", "es"])` in the service's code. */
function sayTexts(file: string, source: string, language: Language): Text[] {
  const literal = '"((?:[^"\\\\]|\\\\[\\s\\S])*)"';
  const say = new RegExp(`say\\(\\[\\s*${literal}\\s*,\\s*${literal}\\s*,\\s*${literal}\\s*,?\\s*\\]\\)`, 'g');
  const texts: Text[] = [];
  for (const match of source.matchAll(say)) {
    const text = match[LANGUAGES.indexOf(language) + 1].replace(/\\\n\s*/g, '').replace(/\\u\{a0\}/g, '\u00a0');
    texts.push({ file, line: lineAt(source, match.index ?? 0), text, whole: true });
  }
  return texts;
}

const read = (path: string) => readFileSync(path, 'utf8');
const translated = (language: Language, path: string, extension: string) =>
  language === 'en'
    ? path.endsWith(extension) && !/\.(fr|es)\.[a-z]+$/.test(path)
    : path.endsWith(`.${language}${extension}`);

/** Everything written in `language` that the glossary holds. */
function textsIn(language: Language): Text[] {
  const texts: Text[] = [];
  for (const path of filesUnder(join(ROOT, 'locales', language), (p) => p.endsWith('.ftl')))
    texts.push(...fluentTexts(path, read(path)));
  for (const path of filesUnder(
    join(ROOT, 'content'),
    (p) => translated(language, p, '.md') || translated(language, p, '.yaml'),
  ))
    texts.push(...pageTexts(path, read(path)));
  const mails = join(ROOT, 'forms-api/templates/mail', language === 'en' ? '' : language);
  for (const path of filesUnder(mails, (p) => language !== 'en' || !/mail[\\/](fr|es)[\\/]/.test(p)))
    texts.push(...mailTexts(path, read(path)));
  if (language !== 'en')
    for (const path of filesUnder(join(ROOT, 'forms-api/src'), (p) => p.endsWith('.rs')))
      texts.push(...sayTexts(path, read(path), language));
  return texts;
}

/** Each use of a word to avoid, as "file:line: `word` (use ...)". */
function violations(rules: readonly Rule[], language: Language, texts: readonly Text[], exempt: readonly string[]) {
  const found: string[] = [];
  for (const { file, line, text, whole } of texts) {
    let seen = text;
    if (language === 'en')
      for (const spec of exempt) {
        if (whole && seen.trim() === spec) seen = '';
        else if (spec.includes(' ')) seen = seen.replaceAll(spec, ' ');
      }
    for (const rule of rules.filter((r) => r.language === language))
      for (const match of seen.matchAll(rule.pattern))
        found.push(`${relative(ROOT, file)}:${line}: "${match[0]}" (the glossary says: ${rule.use})`);
  }
  return found;
}

const glossary = read(GLOSSARY);
const rules = rulesOf(glossary);
const exempt = exemptionsOf(glossary);

describe('the glossary', () => {
  it('lists words to avoid in each language, and the spec strings it exempts', () => {
    for (const language of LANGUAGES) expect(rules.some((rule) => rule.language === language)).toBe(true);
    expect(exempt).toContain('Invalid OTP. Please try again.');
  });

  it.each(LANGUAGES)('is followed by every catalog, page, data file and mail in %s', (language) => {
    expect(violations(rules, language, textsIn(language), exempt).join('\n')).toBe('');
  });

  it('catches a word it forbids, and lets the spec strings through', () => {
    const text = (file: string, value: string, whole = true) => ({ file, line: 1, text: value, whole });
    expect(violations(rules, 'es', [text('es.ftl', 'Su solicitud de afiliación')], exempt)).toHaveLength(1);
    expect(violations(rules, 'es', [text('es.ftl', 'Su afiliación institucional')], exempt)).toEqual([]);
    expect(violations(rules, 'fr', [text('fr.ftl', 'Code OTP incorrect')], exempt)).toHaveLength(1);
    expect(violations(rules, 'fr', [text('fr.ftl', 'jusqu’au 1 mai 2025')], exempt)).toHaveLength(1);
    expect(violations(rules, 'fr', [text('fr.ftl', 'jusqu’au 1er mai 2025')], exempt)).toEqual([]);
    expect(violations(rules, 'fr', [text('fr.ftl', 'votre adresse e-mail')], exempt)).toEqual([]);
    expect(violations(rules, 'en', [text('en.ftl', 'Log in')], exempt)).toHaveLength(1);
    expect(violations(rules, 'en', [text('en.ftl', 'Login')], exempt)).toEqual([]);
    expect(violations(rules, 'en', [text('en.md', 'Your Login page', false)], exempt)).not.toEqual([]);
    expect(violations(rules, 'en', [text('en.ftl', 'Invalid OTP. Please try again.')], exempt)).toEqual([]);
  });
});
