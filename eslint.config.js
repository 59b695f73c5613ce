// The project's lint rules: typescript-eslint's recommended set, React's rules of hooks, and the
// import boundaries between folders (which folder may use which, so no two folders import each
// other, directly or round a circle). `npm run lint` runs it with zero warnings allowed.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The site's folders in src/, lowest first. A folder may import only from folders in rows below
 * its own, never from its row or above, so the folders form layers and cannot import in a circle.
 * The renderer sits above the blocks and the chrome it renders; what they need of the page they
 * are on (site, address, island marker) lives in page-context, below all of them.
 */
const SITE_LAYERS = [
  ['content'],
  ['theme', 'page-context', 'seo'],
  ['ui'],
  ['notifications'],
  ['blocks', 'chrome', 'collections'],
  ['render'],
];

/** The project's root: the folders below are named from here, wherever ESLint is started. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

// A folder with no row would escape the order; name it here rather than let it pass unchecked.
const unplaced = foldersIn('src').filter((folder) => folder !== 'editor' && !SITE_LAYERS.flat().includes(folder));
if (unplaced.length > 0) {
  throw new Error(
    `Give ${unplaced.map((folder) => `src/${folder}`).join(', ')} a row in SITE_LAYERS (eslint.config.js).`,
  );
}

/** The browser editor and the editor's server: the site never imports either. */
const EDITOR = ['src/editor/**', 'scripts/editor/**'];

/** The site's two entries may import every site folder (and, like all the site, nothing of the editor). */
const SITE_ENTRIES = 'src/entry-*.tsx';

function layerZones() {
  return SITE_LAYERS.flatMap((row, index) => {
    const above = SITE_LAYERS.slice(index + 1).flat();
    return row.map((folder) => ({
      target: `src/${folder}`,
      from: [...above, ...row.filter((other) => other !== folder)]
        .map((other) => `src/${other}/**`)
        .concat(SITE_ENTRIES),
      message: `src/${folder} imports only from the folders in rows below its own in SITE_LAYERS (eslint.config.js); move what both need down a row.`,
    }));
  });
}

/** Each block is its own folder: blocks share parts through ui/, never through each other. */
function blockZones() {
  return foldersIn('src/blocks').map((name) => ({
    target: `src/blocks/${name}`,
    from: 'src/blocks',
    except: [`./${name}`],
    message: 'A block never imports another block; share the part through src/ui.',
  }));
}

/**
 * The content code: the content core, and each block type's own rules (src/blocks/<type>/rules.ts),
 * which the core finds through the generated index beside them.
 */
const CONTENT_CODE = ['scripts/content/**', 'src/blocks/*/rules.ts', 'src/blocks/rules.generated.ts'];

const contentZones = [
  {
    target: 'scripts/content',
    from: 'src',
    except: ['./content', './blocks/rules.generated.ts'],
    message:
      "The content code uses only the browser-safe helpers of src/content and the blocks' rules, nothing that renders.",
  },
  {
    target: 'src/blocks/*/rules.ts',
    from: 'src',
    except: ['./content'],
    message:
      "A block's rules are content code: they use only the browser-safe helpers of src/content, nothing that renders.",
  },
];

const editorZones = [
  {
    target: ['src/!(editor)/**', 'src/*'],
    from: EDITOR,
    message: 'The site never imports the editor: its pages must not load editor code.',
  },
  {
    // The build and its development server: everything in scripts/ but the editor's server, and
    // the benchmark, which also times the editor's Publish.
    target: ['scripts/!(benchmark).ts', 'scripts/!(editor|benchmark)/**'],
    from: EDITOR,
    message: "The site's build never imports the editor.",
  },
];

/** React and its libraries: the content code reads and checks documents, and renders nothing. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'react-toastify', 'styled-components'];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '.build/**',
      '.dist-build/**',
      '.dist-build-discarded/**',
      'test-results/**',
      'playwright-report/**',
      '.form-submissions/**',
      // Written by `npm run generate` from schema/; fixed there, not here.
      'src/content/types.generated.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Which files are modules to follow and how to parse them (without these, no-cycle skips .ts files).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...layerZones(), ...blockZones(), ...editorZones, ...contentZones] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx', 'tests/support/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Playwright reads a test's fixtures from its first parameter, so `async ({}, testInfo)` is its idiom.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // What runs in the browser may name the build's types, but never load its code: that code is
    // for Node, and would drag the build into a page's bundle. (Blocks' rules run only in the check.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: CONTENT_CODE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**'],
              allowTypeImports: true,
              message: 'Code in src/ runs in the browser: import only types from scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [...CONTENT_CODE, 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_PACKAGES.map((name) => ({ name, message: 'The content code imports no React.' })),
          patterns: [
            { group: REACT_PACKAGES.map((name) => `${name}/*`), message: 'The content code imports no React.' },
          ],
        },
      ],
    },
  },
);
