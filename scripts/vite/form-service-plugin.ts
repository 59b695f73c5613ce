import type { Plugin } from 'vite';
import { startFormService } from '../form-service.ts';

const PORT = Number(process.env.FORM_SERVICE_PORT ?? 8788);
export const LOCAL_FORM_SERVICE = `http://127.0.0.1:${PORT}/f/`;

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
