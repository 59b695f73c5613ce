/**
 * The build's progress lines, "[  1.2 s] text", timed from the start of the
 * build. Its steps run in processes of their own; they inherit the start time
 * through BUILD_STARTED_AT, so every line counts from the same moment.
 */
const startedAt = Number(process.env.BUILD_STARTED_AT) || Date.now();
process.env.BUILD_STARTED_AT = String(startedAt);

export function stage(text: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1).padStart(5);
  console.log(`[${seconds} s] ${text}`);
}
