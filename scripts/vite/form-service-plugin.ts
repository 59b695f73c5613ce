import type { Plugin } from 'vite';
import { startFormService } from '../form-service.ts';
import { portFrom } from '../ports.ts';

const PORT = portFrom('FORM_SERVICE_PORT', 8788);
export const LOCAL_FORM_SERVICE = `http://127.0.0.1:${PORT}/f/`;
const REAL_FORM_SERVICE = 'https://formspree.io/f/';

/**
 * Where the quote form posts: FORM_ENDPOINT when set, else the local stand-in
 * while developing and the real service in a build. The build's security
 * headers allow exactly this address.
 */
export function formEndpointFor(command: 'serve' | 'build'): string {
  return process.env.FORM_ENDPOINT ?? (command === 'serve' ? LOCAL_FORM_SERVICE : REAL_FORM_SERVICE);
}

/** `npm run dev` also runs the form-service stand-in, so the quote form works while developing. */
export function formServicePlugin(): Plugin {
  return {
    name: 'form-service-stand-in',
    // Only the development server; vitest runs a server too but sends no forms.
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    async configureServer(server) {
      const service = await startFormService(PORT).catch((error: NodeJS.ErrnoException) => {
        // Already running (another dev server, or `npm run serve`): use that one.
        if (error.code === 'EADDRINUSE') return undefined;
        throw error;
      });
      server.httpServer?.on('close', () => service?.close());
    },
  };
}
