import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../../scripts/paths.ts';
import { TIER_DEFAULTS } from '../../src/content/defaults.ts';

// The schema tells editors and the guide what a left-out field becomes; the site and the content
// check use src/content/defaults.ts. The two must say the same.
describe('defaults of left-out fields', () => {
  it("a pricing tier's defaults are the schema's", () => {
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'blocks/pricing.schema.json'), 'utf8'));
    const tier = schema.properties.tiers.items.properties;
    for (const [field, value] of Object.entries(TIER_DEFAULTS)) {
      expect(tier[field].default, field).toBe(value);
    }
  });
});
