import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      testTimeout: 60_000,
    },
  }),
);
