import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { devGuardPlugin } from './scripts/vite/dev-guard.ts';
import { fontsPlugin } from './scripts/vite/fonts-plugin.ts';
import { formEndpointFor, formServicePlugin } from './scripts/vite/form-service-plugin.ts';
import { picturesPlugin } from './scripts/vite/pictures-plugin.ts';
import { reactPlugins } from './scripts/vite/react-plugins.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    devGuardPlugin(),
    contentPlugin(),
    picturesPlugin(),
    fontsPlugin(),
    formServicePlugin(),
    ...reactPlugins(),
  ],
  // The quote form's service: the local stand-in while developing, the real
  // service in a build unless FORM_ENDPOINT says otherwise (`npm start` and the
  // tests point it at the stand-in, scripts/form-service.ts).
  define: {
    __FORM_ENDPOINT__: JSON.stringify(formEndpointFor(command)),
    __FORM_ID__: JSON.stringify(process.env.FORM_ID ?? ''),
  },
  // Pages are rendered per request by the content plugin (scripts/vite/dev-pages.ts), not by Vite's HTML fallback.
  appType: 'custom',
  // Reachable from this machine only, unless HOST says otherwise (HOST=0.0.0.0 to try it on a phone).
  server: { host: process.env.HOST ?? '127.0.0.1' },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  ssr: { noExternal: ['styled-components'] },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Babel is slow by nature; the build prints its own timings, so skip the bundler's advice.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
}));
