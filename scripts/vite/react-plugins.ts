import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/**
 * React, and styled-components' Babel plugin with stable, file-based class
 * names, so the prerendered HTML and the browser agree. The site's build and
 * the editor's preview take these same settings, so the preview's classes are
 * the built pages' classes.
 */
export function reactPlugins(): PluginOption[] {
  return [
    react(),
    babel({
      include: /\/src\/.*\.tsx?$/,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, pure: true }]],
    }),
  ];
}
