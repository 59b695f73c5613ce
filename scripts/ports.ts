/** A TCP port from an environment variable, or a plain message naming the variable when it is not one. */
export function portFrom(variable: string, fallback: number): number {
  const text = process.env[variable];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, not "${text}".`);
  }
  return port;
}
