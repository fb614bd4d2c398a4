import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { names as forgotNames } from './routes/forgot-password';
import { names as otpNames } from './routes/otp-verification';
import { names as resetNames } from './routes/reset-password';
import { namePage, STEPS } from './steps';

const NAMES = { forgot: forgotNames, otp: otpNames, reset: resetNames };

const content = resolve(import.meta.dirname, '../../../../content/account');

/** A front matter field of a page, as the generator reads it (quoted YAML string). */
function field(file: string, name: string): string {
  const text = readFileSync(resolve(content, file), 'utf8');
  const line = text.split('\n').find((l) => l.startsWith(`${name}:`)) ?? '';
  return JSON.parse(line.slice(name.length + 1).trim());
}

describe('the recovery steps name their pages', () => {
  it.each(STEPS.map((step) => [`${step.path.slice(1)}.md`, step]))(
    '%s: title and lead repeat its front matter',
    (file, step) => {
      const { title, lead } = NAMES[step.id]();
      expect(title).toBe(field(file, 'title'));
      expect(lead).toBe(field(file, 'lead'));
    },
  );

  it('a step change renames the browser title, heading, breadcrumb and lead', () => {
    document.title = 'Forgot Password | IAAII';
    document.body.innerHTML = `
      <nav class="breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-current="page">Forgot Password</span></li></ol></nav>
      <h1 class="page-heading__title">Forgot Password</h1><p class="page-heading__lead">old</p>`;
    namePage(otpNames());
    expect(document.title).toBe('Verify Your Code | IAAII');
    expect(document.querySelector('h1')?.textContent).toBe('Verify Your Code');
    expect(document.querySelector('[aria-current="page"]')?.textContent).toBe('Verify Your Code');
    expect(document.querySelector('.page-heading__lead')?.textContent).toBe(otpNames().lead);
  });
});
