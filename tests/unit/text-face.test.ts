import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { TEXT_FACE_ID, cachedKey } from '../../src/theme/text-face.ts';

describe("the page head's switch for the text face", () => {
  it('looks for the element and the stored note that src/theme/text-face.ts writes', () => {
    const template = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');
    const head = template.slice(template.indexOf('<!--head-->'), template.indexOf('</head>'));
    expect(head).toContain(`document.getElementById('${TEXT_FACE_ID}')`);
    expect(head).toContain(`localStorage.getItem('${cachedKey('')}' + textFace.dataset.core)`);
    expect(head).toContain("textFace.media = 'all'");
  });
});
