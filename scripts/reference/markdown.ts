/** The line every generated reference opens with, naming where it comes from. */
export const GENERATED_NOTE = (source: string) =>
  `Generated from ${source} by \`npm run generate\`; \`npm run generate:check\` fails when it is stale. Do not edit by hand.`;

/** A text made safe for one cell of a Markdown table: one line, with its bars escaped. */
export function tableCell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
