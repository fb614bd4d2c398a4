// Renders islands to HTML for ssg: reads [{name, props, route, basePath, lang}] as JSON on standard input and
// writes [{html} | {error}] as JSON on standard output, one entry per island, in order.
// With --serve (ssg serve keeps one such process for its rebuilds), it reads one such list per line
// and answers each with one line, until standard input closes.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const { render } = await import(fileURLToPath(new URL('../dist-ssr/ssr.js', import.meta.url)));

// One island after the other: each sets the language the islands write in before it renders.
async function renderAll(islands) {
  const answers = [];
  for (const { name, props, route, basePath, lang } of islands) {
    try {
      answers.push({ html: await render(name, props, route, basePath, lang) });
    } catch (error) {
      answers.push({ error: error instanceof Error ? error.message : String(error) });
    }
  }
  return answers;
}

if (process.argv.includes('--serve')) {
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() !== '') process.stdout.write(`${JSON.stringify(await renderAll(JSON.parse(line)))}\n`);
  }
} else {
  process.stdout.write(JSON.stringify(await renderAll(JSON.parse(readFileSync(0, 'utf8')))));
}
