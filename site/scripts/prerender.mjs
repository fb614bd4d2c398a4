// Renders islands to HTML for ssg: reads [{name, props, route, basePath}] as JSON on standard input and
// writes [{html} | {error}] as JSON on standard output, one entry per island, in order.
// With --serve (ssg serve keeps one such process for its rebuilds), it reads one such list per line
// and answers each with one line, until standard input closes.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const { render } = await import(fileURLToPath(new URL('../dist-ssr/ssr.js', import.meta.url)));

function renderAll(islands) {
  return islands.map(({ name, props, route, basePath }) => {
    try {
      return { html: render(name, props, route, basePath) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
}

if (process.argv.includes('--serve')) {
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() !== '') process.stdout.write(`${JSON.stringify(renderAll(JSON.parse(line)))}\n`);
  }
} else {
  process.stdout.write(JSON.stringify(renderAll(JSON.parse(readFileSync(0, 'utf8')))));
}
