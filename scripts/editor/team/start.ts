/**
 * Team mode's settings from the environment, and its start: the team layer
 * for the editor server and the preview listener beside it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteAddresses } from '../documents.ts';
import { PROJECT_ROOT } from '../../paths.ts';
import { dataDir } from './data-store.ts';
import { unpublishedChanges } from './publish-route.ts';
import { startPreviewServer } from './preview-server.ts';
import { TeamMode } from './team-mode.ts';

export interface TeamSettings {
  host: string;
  port: number;
  previewPort: number;
  /** The address people use (behind the proxy), or the direct one. */
  publicUrl: string;
  previewUrl: string;
  /** The host to show in addresses: EDITOR_HOST, or 127.0.0.1 when it listens on every interface. */
  shownHost: string;
}

/** Whether team mode was asked for: `npm run edit -- --team` or EDITOR_TEAM=1. */
export function teamModeAsked(argv: string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes('--team') || env.EDITOR_TEAM === '1';
}

function portNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number (0-65535), not "${value}".`);
  return port;
}

function webAddress(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new Error(`${name} must be a web address such as https://edit.example.com, not "${value}".`);
  }
}

export function teamSettings(env: NodeJS.ProcessEnv, defaultPort: number): TeamSettings {
  const host = env.EDITOR_HOST || '127.0.0.1';
  const port = portNumber(env.EDITOR_PORT, 'EDITOR_PORT', defaultPort);
  const previewPort = portNumber(env.EDITOR_PREVIEW_PORT, 'EDITOR_PREVIEW_PORT', port === 0 ? 0 : port + 1);
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port,
    previewPort,
    publicUrl: env.EDITOR_PUBLIC_URL
      ? webAddress(env.EDITOR_PUBLIC_URL, 'EDITOR_PUBLIC_URL')
      : `http://${shown}:${port}`,
    previewUrl: env.EDITOR_PREVIEW_URL
      ? webAddress(env.EDITOR_PREVIEW_URL, 'EDITOR_PREVIEW_URL')
      : `http://${shown}:${previewPort}`,
    shownHost: shown,
  };
}

/** Origins the editor's page may be served from: the public address, and the direct one for the studio's own checks. */
export function teamOrigins(settings: TeamSettings, port: number): string[] {
  return [
    ...new Set([
      settings.publicUrl,
      `http://${settings.shownHost}:${port}`,
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
    ]),
  ];
}

export async function startTeam(options: {
  contentDir: string;
  settings: TeamSettings;
  port: number;
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
}) {
  const env = options.env ?? process.env;
  const { team, notes } = await TeamMode.open({
    contentDir: options.contentDir,
    dataDir: dataDir(env),
    projectRoot: PROJECT_ROOT,
    ownOrigins: teamOrigins(options.settings, options.port),
    previewBaseUrl: options.settings.previewUrl,
    env,
    print: options.print,
  });
  // Not waited for: a publish missed while the editor was stopped runs beside the start.
  team.scheduler
    .start()
    .catch((error: Error) => console.error(`Scheduled publishing could not start: ${error.message}`));
  const preview: Server = await startPreviewServer(options.settings.previewPort, options.settings.host, {
    links: team.previews,
    sites: () =>
      siteAddresses(options.contentDir).map(({ id, basePath, kind }) => ({ id, basePath: basePath || '/', kind })),
    builtSite: (site) => team.savedPreview(site),
    unpublished: async (site) => (await unpublishedChanges(team, site)).length > 0,
    env,
  });
  // Without a preview address of its own, links point at the port the listener got.
  if (!env.EDITOR_PREVIEW_URL)
    team.config.previewBaseUrl = `http://${options.settings.shownHost}:${(preview.address() as AddressInfo).port}`;
  return { team, preview, notes };
}
