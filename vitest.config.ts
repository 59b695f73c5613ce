import { realpathSync } from 'node:fs';
import { searchForWorkspaceRoot } from 'vite';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CONTENT_TESTS } from './tests/content-tests.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // A copy of the project made by a test shares node_modules through a link:
    // the files a test imports as addresses (`?url`, the fonts) live where the link leads.
    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
    test: {
      environment: 'node',
      testTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'engine',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...CONTENT_TESTS],
          },
        },
        { extends: true, test: { name: 'content', include: CONTENT_TESTS } },
      ],
    },
  }),
);
