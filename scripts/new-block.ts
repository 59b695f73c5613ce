/**
 * Scaffolds a new block type:  npm run new:block -- <name>   (kebab-case, e.g. "timeline")
 * Writes its schema (with a title, description and example), its component,
 * its registry entry, a test and a use of its example in the engine's fixture
 * site, then regenerates the content types. The new
 * block validates, renders its example and passes the contract test at once;
 * then make it your own. `--root <dir>` scaffolds into another copy of the project.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { format, resolveConfig } from 'prettier';
import { snippetFor, withSnippet } from './content/snippets.ts';

const args = process.argv.slice(2);
const rootFlag = args.indexOf('--root');
const root = rootFlag >= 0 ? args.splice(rootFlag, 2)[1] : new URL('..', import.meta.url).pathname;
const name = args[0];

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  fail('Give the block a kebab-case name: npm run new:block -- timeline');
}
const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const title = `${pascal}Block`;
const schemaFile = join(root, 'schema', 'blocks', `${name}.schema.json`);
const componentDir = join(root, 'src', 'blocks', name);
if (existsSync(schemaFile) || existsSync(componentDir)) fail(`A block called "${name}" already exists.`);

const step = (text: string) => console.log(`• ${text}`);

/** Writes source code in the project's Prettier layout, so `npm run format:check` passes after a scaffold. */
async function writeCode(file: string, text: string): Promise<void> {
  const options = await resolveConfig(file);
  writeFileSync(file, await format(text, { ...options, filepath: file }));
}
const words = name.replace(/-/g, ' ');
const article = /^[aeiou]/.test(words) ? 'An' : 'A';

// 1. The schema: the contract editors and the validator see.
const ref = (def: string) => ({ $ref: `../shared/section.schema.json#/$defs/${def}` });
const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title,
  description: `${article} ${words} section. Describe here, for the people editing content, what it shows.`,
  type: 'object',
  additionalProperties: false,
  required: ['type', 'heading', 'text'],
  properties: {
    type: {
      const: name,
      description: `The kind of section: "${name}". Write it first; it decides which other properties the section has.`,
      suggestSortText: '0',
    },
    anchor: ref('anchor'),
    eyebrow: ref('eyebrow'),
    heading: ref('heading'),
    tone: ref('tone'),
    text: { type: 'string', minLength: 1, description: 'A paragraph under the heading.' },
  },
  examples: [
    {
      type: name,
      heading: `${article} ${words} heading`,
      text: 'Replace this example with one that shows every property.',
    },
  ],
};
writeFileSync(schemaFile, `${JSON.stringify(schema, null, 2)}\n`);
step(`schema/blocks/${name}.schema.json`);

// 1b. Its words: what the editor, the validator and History call the block and its fields (docs/block-words.md).
const blockWords = {
  $schema: '../words.schema.json',
  label: words.charAt(0).toUpperCase() + words.slice(1),
  help: `Say here, in an owner's words, what ${article.toLowerCase()} ${words} section is for.`,
  fields: { text: { label: 'Text', help: 'A paragraph under the heading.' } },
};
writeFileSync(join(root, 'schema', 'blocks', `${name}.words.json`), `${JSON.stringify(blockWords, null, 2)}\n`);
step(`schema/blocks/${name}.words.json`);

// 2. The union: one more branch, kept in alphabetical order.
const unionFile = join(root, 'schema', 'block.schema.json');
const unionText = readFileSync(unionFile, 'utf8');
const entry = `{ "$ref": "blocks/${name}.schema.json" }`;
const entries = [...unionText.matchAll(/^( *)\{ "\$ref": "blocks\/([^"]+)\.schema\.json" \},?$/gm)];
const after = entries.find((m) => m[2].localeCompare(name) > 0) ?? entries.at(-1)!;
const indent = after[1];
// Insert as one line beside its neighbours, so the diff is one line too.
const updated =
  after === entries.at(-1) && after[2].localeCompare(name) < 0
    ? unionText.replace(after[0], `${after[0]},\n${indent}${entry}`)
    : unionText.replace(after[0], `${indent}${entry},\n${after[0]}`);
// The "New section" snippet VS Code offers in a page's blocks list, from the example.
writeFileSync(unionFile, withSnippet(updated, snippetFor(name, `${article} ${words} section`, schema.examples[0])));
step('schema/block.schema.json (added to the union, with its "New section" snippet)');

// 3. The component.
mkdirSync(componentDir, { recursive: true });
await writeCode(
  join(componentDir, 'index.tsx'),
  `import type { ${title} } from '@/content/types.generated';
import { Lead, Section } from '@/ui/layout';

export default function ${pascal}({ anchor, eyebrow, heading, tone, text }: ${title}) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading}>
      <Lead>{text}</Lead>
    </Section>
  );
}
`,
);
step(`src/blocks/${name}/index.tsx`);

// 4. The registry entry: an import and a key, both in order.
const registryFile = join(root, 'src', 'blocks', 'registry.ts');
let registry = readFileSync(registryFile, 'utf8');
registry = registry.replace(
  /(import \w+ from '\.\/[^']+';\n)+/,
  (imports) =>
    [...imports.trim().split('\n'), `import ${pascal} from './${name}';`]
      .sort((a, b) => a.split("'")[1].localeCompare(b.split("'")[1]))
      .join('\n') + '\n',
);
registry = registry.replace(
  /(export const registry: BlockRegistry = \{\n)([\s\S]*?)(\n\};)/,
  (_, open: string, body: string, close: string) => {
    const key = /^[a-z]+$/.test(name) ? name : `'${name}'`;
    const entries = [...body.split('\n'), `  ${key}: ${pascal},`];
    return open + entries.sort((a, b) => a.replace(/'/g, '').localeCompare(b.replace(/'/g, ''))).join('\n') + close;
  },
);
await writeCode(registryFile, registry);
step('src/blocks/registry.ts');

// 5. A test of its own.
const testDir = join(root, 'tests', 'unit', 'blocks');
mkdirSync(testDir, { recursive: true });
await writeCode(
  join(testDir, `${name}.test.tsx`),
  `import { expect, it } from 'vitest';
import { renderBlocks } from '../../support/render.tsx';

it('renders the ${name} block with its heading and text', () => {
  const html = renderBlocks([{ type: '${name}', heading: 'Our ${name.replace(/-/g, ' ')}', text: 'Shown under the heading.' }]);
  expect(html).toContain('Our ${name.replace(/-/g, ' ')}');
  expect(html).toContain('Shown under the heading.');
});
`,
);
step(`tests/unit/blocks/${name}.test.tsx`);

// 5b. A use in the engine's fixture site, whose test wants every block type used there (docs/adding-a-block.md).
const fixturePage = join(root, 'tests', 'fixtures', 'engine-site', 'studio', 'pages', 'home.json');
if (existsSync(fixturePage)) {
  const page = JSON.parse(readFileSync(fixturePage, 'utf8')) as { blocks: unknown[] };
  page.blocks.push(schema.examples[0]);
  writeFileSync(fixturePage, `${JSON.stringify(page, null, 2)}\n`);
  step('tests/fixtures/engine-site/studio/pages/home.json (its example, as a section of the fixture site)');
}

// 6. The types, so the registry and the component compile against the new union.
execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'generate-types.ts')], {
  cwd: root,
  stdio: 'inherit',
});
console.log(
  `\n✔ Block "${name}" is ready. Use it in a page as { "type": "${name}", "heading": "...", "text": "..." },`,
);
console.log(`  or with the "New section: ${name}" snippet VS Code offers in a page's "blocks" list.`);
console.log('  Next:');
console.log(
  `  1. Shape schema/blocks/${name}.schema.json: its properties (each with a description), required list and example; give each field its words in schema/blocks/${name}.words.json.`,
);
console.log('  2. Run npm run generate, so the content types follow the schema.');
console.log(
  `  3. Build src/blocks/${name}/index.tsx from the generated ${title} type, and extend tests/unit/blocks/${name}.test.tsx.`,
);
console.log('  4. Run npm run test:unit and npm run typecheck.');
