/** A woff2 file imported with `?subset`: its preloaded core, its full file and its proportions (scripts/vite/fonts-plugin.ts). */
declare module '*.woff2?subset' {
  const files: import('./font-subsets').FontImport;
  export default files;
}
