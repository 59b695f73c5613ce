// Pictures for the trades' signature sections: brand and client logos,
// before/after pairs drawn from one composition, and agent portraits. Each
// entry names its site, its file inside that site's images folder, its size
// and how to draw it; index.ts writes them with everything else.
import { THEMES } from '../themes';
import { Art, Color, P, circle, ellipse, g, path, poly, rect, rng, spots, stroke, text, type Pic } from '../svg';
import { car } from '../parts/vehicles';
import { glow, sparkle } from '../parts/decor';
import { look, portrait, type HairStyle } from '../parts/people';

/** `plain`: a logo is the brand's own mark, so it is drawn without the site's picture style. */
export type SignatureArt = [
  site: string,
  file: string,
  width: number,
  height: number,
  draw: (a: Art) => Pic,
  use?: 'plain',
];

// ---------- word-mark logos ----------

type Emblem = 'leaf' | 'drop' | 'ring' | 'diamond' | 'sun' | 'wave' | 'flame' | 'bolt' | 'none';

interface Mark {
  name: string;
  file: string;
  font: 'serif' | 'sans-serif';
  weight?: number;
  italic?: boolean;
  spacing?: number;
  upper?: boolean;
  emblem: Emblem;
  size?: number;
}

/** A small symbol left of the name, drawn in a 40-unit box centred on (cx, cy). */
function emblem(kind: Emblem, cx: number, cy: number, ink: string): string {
  switch (kind) {
    case 'leaf':
      return (
        path(
          P`M${cx - 14} ${cy + 14}C${cx - 14} ${cy - 8} ${cx} ${cy - 16} ${cx + 16} ${cy - 16}C${cx + 16} ${cy + 2} ${cx + 6} ${cy + 14} ${cx - 14} ${cy + 14}Z`,
          ink,
        ) + stroke(P`M${cx - 14} ${cy + 14}L${cx + 6} ${cy - 6}`, '#fff', 2)
      );
    case 'drop':
      return path(
        P`M${cx} ${cy - 18}C${cx + 8} ${cy - 6} ${cx + 14} ${cy + 2} ${cx + 14} ${cy + 8}A14 14 0 0 1 ${cx - 14} ${cy + 8}C${cx - 14} ${cy + 2} ${cx - 8} ${cy - 6} ${cx} ${cy - 18}Z`,
        ink,
      );
    case 'ring':
      return circle(cx, cy, 15, 'none', { stroke: ink, 'stroke-width': 4 }) + circle(cx, cy, 6, ink);
    case 'diamond':
      return (
        poly(
          [
            [cx, cy - 18],
            [cx + 16, cy],
            [cx, cy + 18],
            [cx - 16, cy],
          ],
          'none',
          { stroke: ink, 'stroke-width': 3.5 },
        ) +
        poly(
          [
            [cx, cy - 8],
            [cx + 8, cy],
            [cx, cy + 8],
            [cx - 8, cy],
          ],
          ink,
        )
      );
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 8; i++) {
        const t = (i * Math.PI) / 4;
        rays += P`M${cx + Math.cos(t) * 12} ${cy + Math.sin(t) * 12}L${cx + Math.cos(t) * 18} ${cy + Math.sin(t) * 18}`;
      }
      return circle(cx, cy, 8, ink) + stroke(rays, ink, 3);
    }
    case 'wave':
      return stroke(P`M${cx - 18} ${cy - 4}q6 -8 12 0t12 0t12 0M${cx - 18} ${cy + 6}q6 -8 12 0t12 0t12 0`, ink, 3.5);
    case 'flame':
      return path(
        P`M${cx} ${cy - 18}C${cx + 14} ${cy - 4} ${cx + 14} ${cy + 16} ${cx} ${cy + 18}C${cx - 14} ${cy + 16} ${cx - 12} ${cy} ${cx - 4} ${cy - 6}C${cx - 4} ${cy + 2} ${cx} ${cy + 4} ${cx + 2} ${cy + 2}C${cx + 4} ${cy - 4} ${cx + 2} ${cy - 10} ${cx} ${cy - 18}Z`,
        ink,
      );
    case 'bolt':
      return poly(
        [
          [cx + 4, cy - 18],
          [cx - 10, cy + 3],
          [cx, cy + 3],
          [cx - 4, cy + 18],
          [cx + 10, cy - 3],
          [cx, cy - 3],
        ],
        ink,
      );
    case 'none':
      return '';
  }
}

/** A one-colour logo, 240 x 56: emblem and name, sized to fill the width with little room around. */
function wordmark(mark: Mark, ink: string) {
  return (a: Art): Pic => {
    const hasEmblem = mark.emblem !== 'none';
    const label = mark.upper ? mark.name.toUpperCase() : mark.name;
    const x = hasEmblem ? 50 : 120;
    // Text length is fixed with textLength, so every system font fills the same box.
    const room = hasEmblem ? 182 : 216;
    // Sized so the name's natural width fits too, for renderers that ignore textLength.
    const perGlyph =
      (mark.upper ? 0.74 : 0.6) +
      (mark.font === 'serif' && (mark.weight ?? 600) >= 600 ? 0.07 : 0) +
      (mark.spacing ?? 0) / 20;
    const size = Math.min(mark.size ?? 26, room / (label.length * perGlyph));
    const body = [
      hasEmblem ? emblem(mark.emblem, 22, 28, ink) : '',
      text(hasEmblem ? x : 120 - room / 2, 28, label, {
        fill: ink,
        'font-family': mark.font,
        'font-size': size,
        'font-weight': mark.weight ?? 600,
        'font-style': mark.italic ? 'italic' : undefined,
        'letter-spacing': mark.spacing,
        'dominant-baseline': 'central',
        textLength: room,
        lengthAdjust: 'spacingAndGlyphs',
      }),
    ];
    void a;
    return { title: `${mark.name} logo`, body: body.join('') };
  };
}

const SALON_BRANDS: Mark[] = [
  { name: 'Velvet Vine', file: 'velvet-vine', font: 'serif', italic: true, emblem: 'leaf' },
  {
    name: 'Solenne Color',
    file: 'solenne-color',
    font: 'sans-serif',
    weight: 300,
    upper: true,
    spacing: 3,
    emblem: 'sun',
    size: 18,
  },
  { name: 'Northfield Hair Lab', file: 'northfield-hair-lab', font: 'sans-serif', weight: 800, emblem: 'none' },
  { name: 'Kindred Roots', file: 'kindred-roots', font: 'serif', weight: 700, emblem: 'ring' },
  {
    name: 'Maison Aurelle',
    file: 'maison-aurelle',
    font: 'serif',
    weight: 400,
    upper: true,
    spacing: 4,
    emblem: 'diamond',
    size: 17,
  },
  { name: 'Tidewater Botanics', file: 'tidewater-botanics', font: 'sans-serif', weight: 600, emblem: 'wave' },
  { name: 'Ember & Oak', file: 'ember-and-oak', font: 'serif', weight: 700, italic: true, emblem: 'flame' },
  { name: 'Lumen Bond', file: 'lumen-bond', font: 'sans-serif', weight: 700, upper: true, spacing: 2, emblem: 'drop' },
];

const GENERAL_CLIENTS: Mark[] = [
  { name: 'Harbor & Main', file: 'harbor-and-main', font: 'serif', weight: 700, emblem: 'wave' },
  { name: 'Crestline Dental', file: 'crestline-dental', font: 'sans-serif', weight: 600, emblem: 'diamond' },
  {
    name: 'Oakridge Supply',
    file: 'oakridge-supply',
    font: 'sans-serif',
    weight: 800,
    upper: true,
    spacing: 1,
    emblem: 'leaf',
    size: 18,
  },
  { name: 'Brightwater Legal', file: 'brightwater-legal', font: 'serif', weight: 400, emblem: 'ring' },
  { name: 'Summit Electric', file: 'summit-electric', font: 'sans-serif', weight: 700, italic: true, emblem: 'bolt' },
];

const logos = (site: string, folder: string, marks: Mark[]): SignatureArt[] =>
  marks.map((mark) => [
    site,
    `${folder}/${mark.file}.svg`,
    240,
    56,
    wordmark(mark, THEMES[site].fg.at(22, 20)),
    'plain',
  ]);

// ---------- detailing: one car door, weathered and then corrected ----------

function paintPanel(clean: boolean) {
  return (a: Art): Pic => {
    const t = THEMES.detailing;
    const r = rng('panel');
    // One paint in both: the correction brings back its depth, it does not change its colour.
    const paint = clean ? new Color(215, 62, 32) : new Color(215, 44, 38);
    const out = [
      rect(
        0,
        0,
        800,
        600,
        a.lin([
          [0, t.secondary.at(clean ? 22 : 40, 10)],
          [1, t.secondary.at(clean ? 10 : 28, 8)],
        ]),
      ),
    ];
    out.push(rect(0, 470, 800, 130, clean ? '#1c2128' : '#5b5a55'));
    out.push(g({ transform: 'translate(30 500) scale(1.6)' }, car(a, 'sedan', paint, { shadow: true })));
    if (clean) {
      // Mirror-like reflections and a few glints: the corrected finish.
      out.push(glow(a, 560, 300, 180, 50, '#e9f2ff', 0.35));
      out.push(sparkle(610, 300, 22), sparkle(250, 340, 14), sparkle(470, 392, 12, '#fff', 0.8));
    } else {
      // Swirl marks, water spots and road grime along the sills.
      let swirls = '';
      for (let i = 0; i < 14; i++) {
        const cx = 140 + r() * 520,
          cy = 330 + r() * 110,
          rr = 18 + r() * 30;
        swirls += P`M${cx - rr} ${cy}A${rr} ${rr * 0.6} 0 0 1 ${cx + rr} ${cy}`;
      }
      out.push(stroke(swirls, '#e4e7ea', 1.5, { opacity: 0.45 }));
      out.push(
        spots(
          Array.from({ length: 60 }, () => [120 + r() * 560, 300 + r() * 150, 1.5 + r() * 3]),
          '#d9dcd6',
          { opacity: 0.6 },
        ),
      );
      out.push(
        spots(
          Array.from({ length: 46 }, () => [80 + r() * 640, 430 + r() * 60, 4 + r() * 10]),
          '#6b5a44',
          { opacity: 0.7 },
        ),
      );
      out.push(rect(0, 0, 800, 600, '#8a7b5c', { opacity: 0.12 }));
    }
    return {
      title: clean
        ? 'The same blue sedan after paint correction: deep gloss with clear reflections'
        : 'A blue sedan before detailing: dull paint with swirl marks, water spots and road grime',
      body: out.join(''),
    };
  };
}

// ---------- carpet: one rug, stained and then cleaned ----------

function rug(clean: boolean) {
  return (a: Art): Pic => {
    const t = THEMES.carpet;
    const r = rng('rug');
    const field = clean ? new Color(32, 45, 86) : new Color(36, 22, 70);
    const accent = clean ? t.primary : t.primary.shift(0, -35, 8);
    const out = [rect(0, 0, 800, 600, clean ? '#c9a27a' : '#a98a6a')];
    // Floorboards round the rug.
    let boards = '';
    for (let y = 0; y < 600; y += 40) boards += P`M0 ${y}H800`;
    out.push(stroke(boards, '#8a6a4a', 2, { opacity: 0.4 }));
    out.push(rect(90, 70, 620, 460, field.hex, { rx: 6 }));
    out.push(rect(110, 90, 580, 420, 'none', { stroke: accent.hex, 'stroke-width': 14, rx: 4 }));
    out.push(
      rect(140, 120, 520, 360, 'none', { stroke: accent.d(-10), 'stroke-width': 4, 'stroke-dasharray': '16 10' }),
    );
    out.push(
      poly(
        [
          [400, 170],
          [540, 300],
          [400, 430],
          [260, 300],
        ],
        'none',
        { stroke: accent.hex, 'stroke-width': 8 },
      ),
    );
    out.push(circle(400, 300, 34, accent.hex, { opacity: 0.85 }));
    // Fringe along the short sides.
    let fringe = '';
    for (let x = 100; x <= 700; x += 14) fringe += P`M${x} 70V52M${x} 530V548`;
    out.push(stroke(fringe, field.d(-8), 3));
    if (clean) {
      out.push(
        rect(
          90,
          70,
          620,
          460,
          a.lin(
            [
              [0, '#fff', 0.16],
              [1, '#fff', 0],
            ],
            0,
            0,
            1,
            1,
          ),
          { rx: 6 },
        ),
      );
      out.push(sparkle(600, 160, 20), sparkle(220, 420, 14), sparkle(520, 440, 10, '#fff', 0.8));
    } else {
      out.push(
        ellipse(300, 210, 70, 48, '#5a2130', { opacity: 0.55 }),
        ellipse(322, 228, 34, 22, '#4a1a26', { opacity: 0.5 }),
      );
      // Every stain lies in the rug's left half, which the comparison shows beside the clean right half.
      // A coffee ring: the dried rim of a spilt cup, darker than its middle.
      out.push(
        circle(310, 380, 44, '#7a5634', { opacity: 0.2 }),
        circle(310, 380, 44, 'none', { stroke: '#5b3d22', 'stroke-width': 9, opacity: 0.55 }),
      );
      out.push(
        spots(
          Array.from({ length: 10 }, () => [140 + r() * 250, 130 + r() * 340, 3 + r() * 6]),
          '#5b4630',
          { opacity: 0.45 },
        ),
      );
      // Muddy footprints walking up the rug: a sole and a heel for each step.
      const steps = [0, 1, 2, 3, 4].map((i) => {
        const x = 160 + (i % 2) * 36,
          y = 470 - i * 68;
        return ellipse(x, y, 13, 22, '#4d3b28') + ellipse(x, y + 34, 10, 11, '#4d3b28');
      });
      out.push(g({ opacity: 0.5 }, ...steps));
    }
    return {
      title: clean
        ? 'The same cream wool rug after a hot-water clean: even color, no stains'
        : 'A cream wool rug before cleaning: a red wine stain, a coffee ring and muddy footprints',
      body: out.join(''),
    };
  };
}

// ---------- real estate: agent portraits ----------

const AGENTS: { style: HairStyle; glasses?: boolean; beard?: boolean }[] = [
  { style: 'bob' },
  { style: 'short', glasses: true },
  { style: 'long' },
];

function agent(i: number) {
  return (a: Art): Pic => {
    const t = THEMES['real-estate'];
    return {
      title: `Abstract portrait of real-estate agent ${i + 1}`,
      body: portrait(a, {
        ...look(i + 1),
        ...AGENTS[i],
        bg: [t.primary, t.secondary, t.primary.shift(20, -20, 10)][i],
        shirt: t.fg.shift(0, 10, 12),
        prop: 'keys',
      }),
    };
  };
}

export const signatureArt: SignatureArt[] = [
  ...logos('salon', 'brands', SALON_BRANDS),
  ...logos('general', 'clients', GENERAL_CLIENTS),
  ['detailing', 'compare/paint-before.svg', 800, 600, paintPanel(false)],
  ['detailing', 'compare/paint-after.svg', 800, 600, paintPanel(true)],
  ['carpet', 'compare/rug-before.svg', 800, 600, rug(false)],
  ['carpet', 'compare/rug-after.svg', 800, 600, rug(true)],
  ...AGENTS.map((_, i): SignatureArt => ['real-estate', `agents/agent-${i + 1}.svg`, 480, 480, agent(i)]),
];
