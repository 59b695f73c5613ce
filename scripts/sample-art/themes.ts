// Site palettes. The HSL strings are copied from the theme table so the art
// matches each site's UI colours; derived tones live in the scenes.
import { Color } from './svg';

export interface Theme {
  id: string;
  name: string;
  primary: Color;
  primaryFg: Color;
  secondary: Color;
  fg: Color;
  bg: Color;
  font: 'serif' | 'sans-serif';
}

const row = (id: string, name: string, p: string, pf: string, s: string, f: string, b: string, font: string): Theme => ({
  id,
  name,
  primary: Color.parse(p),
  primaryFg: Color.parse(pf),
  secondary: Color.parse(s),
  fg: Color.parse(f),
  bg: Color.parse(b),
  // Only generic families are allowed; "rounded" has no generic twin, so sans.
  font: font === 'serif' ? 'serif' : 'sans-serif',
});

export const THEMES: Record<string, Theme> = Object.fromEntries(
  [
    row('studio', 'Brightline Web Studio', '252 83% 58%', '0 0% 100%', '190 90% 40%', '240 24% 10%', '0 0% 100%', 'sans'),
    row('detailing', 'Auto Detailing Pro', '354 78% 45%', '0 0% 100%', '220 14% 14%', '222 20% 12%', '0 0% 100%', 'sans'),
    row('hvac', 'Cool Breeze HVAC', '204 88% 36%', '0 0% 100%', '22 92% 45%', '215 30% 15%', '210 40% 98%', 'rounded'),
    row('carpet', 'Fresh Carpet Cleaning', '168 70% 28%', '0 0% 100%', '45 95% 55%', '180 25% 12%', '160 30% 98%', 'rounded'),
    row('auto-repair', 'Precision Auto Repair', '24 95% 40%', '0 0% 100%', '215 25% 20%', '215 28% 12%', '210 15% 97%', 'sans'),
    row('restaurant', 'Bella Vista Restaurant', '350 55% 32%', '40 60% 96%', '40 65% 50%', '20 20% 12%', '38 40% 97%', 'serif'),
    row('real-estate', 'Dream Homes Realty', '215 55% 25%', '0 0% 100%', '38 70% 52%', '215 30% 14%', '0 0% 100%', 'serif'),
    row('salon', 'Urban Style Salon', '322 60% 40%', '0 0% 100%', '270 25% 20%', '280 15% 12%', '330 30% 98%', 'serif'),
    row('general', 'Professional Business', '221 83% 42%', '0 0% 100%', '160 60% 35%', '222 47% 11%', '0 0% 100%', 'sans'),
  ].map((t) => [t.id, t]),
);

export const DEMO_IDS = ['detailing', 'hvac', 'carpet', 'auto-repair', 'restaurant', 'real-estate', 'salon', 'general'] as const;
