/**
 * Bytes per picture before and after processing.
 *
 * The picture pipeline reports its own figures through describePictures() in
 * scripts/images/report.ts. This is the one place the benchmark asks for them:
 * connect that function here and print one line per picture (source bytes,
 * processed bytes per format and width).
 */
export async function pictureLines(_builtDir: string): Promise<string[]> {
  return ['Pictures before and after processing: not connected yet (see scripts/benchmark/pictures.ts).'];
}
