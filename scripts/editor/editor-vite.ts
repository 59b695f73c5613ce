import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { InlineConfig, Plugin, ViteDevServer } from 'vite';
import { EDITOR_VITE_CACHE_DIR, PROJECT_ROOT } from '../paths.ts';
import { fontsPlugin } from '../vite/fonts-plugin.ts';
import { LOCAL_FORM_SERVICE } from '../vite/form-service-plugin.ts';
import { reactPlugins } from '../vite/react-plugins.ts';

/** The page's head lines that give it its token and say whether team mode is on. */
export function editorMeta(token: string, mode: 'team' | 'local'): string {
  return `  <meta name="editor-token" content="${token}" />\n  <meta name="editor-mode" content="${mode}" />\n  </head>`;
}

/**
 * Hands the start-up token to the editor's own page only (other sites cannot
 * read that page), and says local mode is on, so the page asks for no team
 * features.
 */
function tokenPlugin(token: string): Plugin {
  return {
    name: 'editor-token',
    transformIndexHtml: (html) => html.replace('</head>', editorMeta(token, 'local')),
  };
}

/**
 * What the editor's browser app (src/editor/) is made with, served or built:
 * its own entry and settings, so the site's build never sees editor code.
 * Vite's development server (local mode, a review) and the built page of team
 * mode (editor-build.ts) both start from this.
 */
export function editorAppConfig(): InlineConfig {
  return {
    configFile: false,
    root: `${PROJECT_ROOT}src/editor`,
    appType: 'spa',
    cacheDir: EDITOR_VITE_CACHE_DIR,
    logLevel: 'warn',
    plugins: [
      // The preview's fonts, as the site imports them.
      fontsPlugin(),
      // The site's own React and class-name settings, so the preview matches the built pages.
      ...reactPlugins(),
    ],
    define: {
      __FORM_ENDPOINT__: JSON.stringify(LOCAL_FORM_SERVICE),
      __FORM_ID__: JSON.stringify(''),
    },
    resolve: { alias: { '@': `${PROJECT_ROOT}src` } },
  };
}

/**
 * Vite serves the editor's browser app in middleware mode, for local mode and
 * a review (one person, on 127.0.0.1). Team mode never uses this: it serves
 * the built page (editor-build.ts).
 */
export function editorViteConfig(server: Server, token: string, nonce: string): InlineConfig {
  const app = editorAppConfig();
  return {
    ...app,
    plugins: [tokenPlugin(token), ...(app.plugins ?? [])],
    // Vite marks the scripts it writes into the page with this, so the page's policy can name them.
    html: { cspNonce: nonce },
    // No CORS: no other origin may read anything the editor serves.
    server: {
      middlewareMode: true,
      cors: false,
      hmr: { server },
      fs: { allow: [`${PROJECT_ROOT}src`, `${PROJECT_ROOT}node_modules`], strict: true },
    },
    optimizeDeps: {
      entries: ['index.html'],
      include: [
        'react',
        'react-dom/client',
        'react/jsx-runtime',
        'react-router-dom',
        'styled-components',
        'react-toastify/unstyled',
        '@rjsf/core',
        '@rjsf/utils',
        '@rjsf/validator-ajv8',
        'ajv/dist/2020',
        'yup',
      ],
    },
  };
}

/**
 * Transforms the editor's page and every module it imports, as the first visit
 * would, so that visit finds them ready. A review does this before its
 * address is printed.
 */
export async function prepareEditorPage(vite: ViteDevServer): Promise<void> {
  const client = vite.environments.client;
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    // Swallows what a visit would report again (and a server closed meanwhile).
    await client.warmupRequest(url);
    const module = await client.moduleGraph.getModuleByUrl(url);
    await Promise.all([...(module?.importedModules ?? [])].map((imported) => visit(imported.url)));
  };
  await vite.transformIndexHtml('/', readFileSync(`${PROJECT_ROOT}src/editor/index.html`, 'utf8'));
  await visit('/main.tsx');
}
