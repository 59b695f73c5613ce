/** The one call the project makes into fontverter, which ships no types. */
declare module 'fontverter' {
  export function convert(font: Uint8Array, format: 'truetype' | 'woff' | 'woff2'): Promise<Uint8Array>;
}
