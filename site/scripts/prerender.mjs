// Renders islands to HTML for ssg: reads [{name, props, route, basePath}] as JSON on standard input and
// writes [{html} | {error}] as JSON on standard output, one entry per island, in order.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { render } = await import(fileURLToPath(new URL('../dist-ssr/ssr.js', import.meta.url)));
const islands = JSON.parse(readFileSync(0, 'utf8'));
const results = islands.map(({ name, props, route, basePath }) => {
  try {
    return { html: render(name, props, route, basePath) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
});
process.stdout.write(JSON.stringify(results));
