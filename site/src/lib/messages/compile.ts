// Turns a Fluent file (locales/<lang>/*.ftl, the one catalog of the site, the islands and the
// service) into the plain data the islands format at run time (format.ts): @fluent/syntax parses
// it at build time, so no parser reaches the browser. What the islands need of Fluent is kept:
// text, variables, selectors on a variable (plural categories or exact values), and terms and
// message references, which are written out here. Anything else stops the build with its line.
import {
  type Entry,
  type Expression,
  type Pattern as FluentPattern,
  Message,
  NumberLiteral,
  parse,
  type Resource,
  type StringLiteral,
  Term,
  TextElement,
  type Variant,
} from '@fluent/syntax';
import type { Compiled, Part, Pattern } from './format';

export class CatalogError extends Error {}

export function compileCatalog(source: string, file: string): Compiled {
  const resource: Resource = parse(source, { withSpans: true });
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const fail = (entry: Entry | Expression, why: string): never => {
    throw new CatalogError(`${file}:${lineOf(entry.span?.start ?? 0)}: ${why}`);
  };
  const terms = new Map<string, Term>();
  const messages = new Map<string, Message>();
  for (const entry of resource.body) {
    if (entry instanceof Term) terms.set(entry.id.name, entry);
    else if (entry instanceof Message) messages.set(entry.id.name, entry);
    else if (entry.type === 'Junk')
      fail(entry, `this is not Fluent: ${entry.annotations[0]?.message ?? 'a syntax error'}`);
  }

  const compilePattern = (pattern: FluentPattern, at: Entry, depth = 0): Pattern => {
    if (depth > 10) fail(at, 'a reference refers back to itself');
    const parts: Part[] = [];
    const push = (part: Part) => {
      const last = parts.at(-1);
      if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
      else parts.push(part);
    };
    const pushAll = (pattern: Pattern) => {
      for (const part of typeof pattern === 'string' ? [pattern] : pattern) push(part);
    };
    for (const element of pattern.elements) {
      if (element instanceof TextElement) {
        push(element.value);
        continue;
      }
      const expression = element.expression;
      switch (expression.type) {
        case 'StringLiteral':
          push((expression as StringLiteral).parse().value);
          break;
        case 'NumberLiteral':
          push((expression as NumberLiteral).value);
          break;
        case 'VariableReference':
          push({ v: expression.id.name });
          break;
        case 'TermReference': {
          const term = terms.get(expression.id.name) ?? fail(expression, `no term -${expression.id.name} in this file`);
          pushAll(compilePattern(term.value, at, depth + 1));
          break;
        }
        case 'MessageReference': {
          const message = messages.get(expression.id.name);
          if (!message?.value) fail(expression, `no message ${expression.id.name} in this file`);
          pushAll(compilePattern((message as Message).value as FluentPattern, at, depth + 1));
          break;
        }
        case 'SelectExpression': {
          const selector = expression.selector;
          if (selector.type !== 'VariableReference') fail(expression, 'the islands select on a variable only');
          const variants: Record<string, Pattern> = {};
          let fallback = '';
          for (const variant of expression.variants) {
            const key = keyOf(variant.key);
            variants[key] = compilePattern(variant.value, at, depth);
            if (variant.default) fallback = key;
          }
          push({ s: (selector as { id: { name: string } }).id.name, k: variants, d: fallback });
          break;
        }
        default:
          fail(expression, `the islands cannot format ${expression.type} (use text, $variables and selectors)`);
      }
    }
    return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts.length === 0 ? '' : parts;
  };

  const compiled: Compiled = {};
  for (const [id, message] of messages) {
    if (message.value) compiled[id] = compilePattern(message.value, message);
    for (const attribute of message.attributes) {
      compiled[`${id}.${attribute.id.name}`] = compilePattern(attribute.value, message);
    }
  }
  return compiled;
}

function keyOf(key: Variant['key']): string {
  return key instanceof NumberLiteral ? key.value : key.name;
}
