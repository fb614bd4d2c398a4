// Generates src/lib/api-types.ts, the TypeScript types of the forms service, from its OpenAPI
// document (forms-api/openapi.json, the contract; a Rust test keeps it equal to what the service
// serves). `node scripts/api-types.mjs` (npm run api-types) writes the file; `--check` writes
// nothing and fails when the committed file differs from what the document gives.
//
// openapi-typescript builds its output with the TypeScript 5 compiler API, which TypeScript 7 (the
// islands' checker) no longer has: TypeScript 5 is installed under the alias `typescript-5`, and a
// resolve hook hands it to openapi-typescript when it imports `typescript`.
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const HOOK = `
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && /[\\\\/]node_modules[\\\\/]openapi-typescript[\\\\/]/.test(context.parentURL ?? '')) {
    return next('typescript-5', context);
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(HOOK)}`, pathToFileURL(`${import.meta.dirname}/`));

const { default: openapiTS, astToString } = await import('openapi-typescript');

const site = resolve(import.meta.dirname, '..');
const documentPath = resolve(site, '../forms-api/openapi.json');
const outputPath = resolve(site, 'src/lib/api-types.ts');
const repo = resolve(site, '..');

const HEADER = `// Generated from forms-api/openapi.json by openapi-typescript: do not edit by hand.
// Regenerate with \`npm run api-types\` in site/ (scripts/api-types.mjs); the test command runs
// \`node scripts/api-types.mjs --check\`, which fails when this file is out of date.

`;

async function generate() {
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  const ast = await openapiTS(document, { alphabetize: true, exportType: false });
  return HEADER + astToString(ast);
}

const generated = await generate();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(outputPath, 'utf8');
  } catch {
    // Missing: out of date as well.
  }
  if (committed !== generated) {
    console.error(
      `${relative(repo, outputPath)} is out of date with ${relative(repo, documentPath)}: run \`npm run api-types\` in site/`,
    );
    process.exit(1);
  }
  console.log(`${relative(repo, outputPath)} is up to date with ${relative(repo, documentPath)}`);
} else {
  writeFileSync(outputPath, generated);
  console.log(`wrote ${relative(repo, outputPath)} from ${relative(repo, documentPath)}`);
}
