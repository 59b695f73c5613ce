/** A woff2 file imported with `?subset`: its preloaded core and its full file (scripts/vite/fonts-plugin.ts). */
declare module '*.woff2?subset' {
  const files: import('./font-subsets').SubsetFiles;
  export default files;
}
