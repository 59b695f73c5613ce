/**
 * SPEC sections 2 and 3: each demo's base path and business name, as the specification fixes
 * them. The one place the specification's demos are written; which demos the content holds is
 * read from the content (./demos.ts).
 */
export const SPEC_DEMOS: Readonly<Record<string, string>> = {
  '/demo-detailing': 'Auto Detailing Pro',
  '/demo-hvac': 'Cool Breeze HVAC',
  '/demo-carpet': 'Fresh Carpet Cleaning',
  '/demo-auto-repair': 'Precision Auto Repair',
  '/demo-restaurant': 'Bella Vista Restaurant',
  '/demo-real-estate': 'Dream Homes Realty',
  '/demo-salon': 'Urban Style Salon',
  '/demo-general': 'Professional Business',
};
