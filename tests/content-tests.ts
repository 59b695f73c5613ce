/**
 * The unit tests that read site-content/, so they hold only for the studio's
 * own content: the specification's checks of the studio's site and demos, and
 * tests of the engine that still take that content as their data (each of
 * those belongs on the engine's fixture site, tests/fixtures/engine-site).
 * They make the `content` project (`npm run test:content`); every other unit
 * test is the engine's (`npm run test:engine`) and must pass whatever
 * site-content/ holds, one client site alone included.
 */
export const CONTENT_TESTS = [
  'tests/unit/client-site-build.test.ts',
  'tests/unit/demo-thumbnails.test.ts',
  'tests/unit/demos-are-data.test.ts',
  'tests/unit/distinct-sections.test.ts',
  'tests/unit/doc-links.test.ts',
  'tests/unit/editing-workflows.test.ts',
  'tests/unit/gallery-pictures.test.ts',
  'tests/unit/sample-art.test.ts',
  'tests/unit/workflow-injection.test.ts',
];
