// Real estate: homes of different styles at day and dusk, with yard signs.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, P, circle, g, path, rect, rng, spots, stroke, text, tr, use } from '../svg';
import { bush, houseAt, pine, tree, willow } from '../parts/buildings';
import { HomeForm, home, homeSpan } from '../parts/homes';
import { glow } from '../parts/decor';
import { figure, look } from '../parts/people';

const t = THEMES['real-estate'];
const navy = t.primary;
const gold = t.secondary;
const FONT = 'serif';

function sky(a: Art, w: number, h: number, dusk: boolean, seed: string): string {
  if (!dusk)
    return (
      rect(
        0,
        0,
        w,
        h,
        a.lin([
          [0, '#7fb2de'],
          [0.7, '#d6e9f6'],
          [1, '#eef6fb'],
        ]),
      ) + glow(a, w * 0.82, h * 0.14, w * 0.2, w * 0.2, '#fff6d6', 0.9)
    );
  const r = rng(seed);
  const stars = spots(
    Array.from({ length: 30 }, () => [r() * w, r() * h * 0.4, 1 + r() * 1.5]),
    '#fff',
    { opacity: 0.7 },
  );
  return (
    rect(
      0,
      0,
      w,
      h,
      a.lin([
        [0, navy.at(12)],
        [0.45, '#3e3a6e'],
        [0.72, '#b8657a'],
        [0.9, '#f2a65e'],
      ]),
    ) + stars
  );
}

/** Yard sign; `sold` adds the rider that the gallery filter relies on visually. */
function sign(x: number, y: number, s: number, sold: boolean): string {
  const u = (v: number) => v * s;
  return (
    stroke(P`M${x} ${y}V${y - u(200)}H${x + u(150)}`, '#f4f1ea', u(10), { 'stroke-linecap': 'butt' }) +
    stroke(P`M${x + u(30)} ${y - u(200)}v${u(16)}M${x + u(130)} ${y - u(200)}v${u(16)}`, '#777', u(3)) +
    rect(x + u(12), y - u(184), u(136), u(84), navy.hex, { stroke: gold.hex, 'stroke-width': u(4) }) +
    text(x + u(80), y - u(150), 'DREAM', {
      'font-family': FONT,
      'font-size': u(20),
      fill: gold.hex,
      'text-anchor': 'middle',
      'font-weight': 700,
    }) +
    text(x + u(80), y - u(120), sold ? 'HOMES' : 'FOR SALE', {
      'font-family': FONT,
      'font-size': u(sold ? 20 : 18),
      fill: '#fff',
      'text-anchor': 'middle',
    }) +
    (sold
      ? rect(x + u(4), y - u(246), u(152), u(44), '#c0392b', { rx: u(4) }) +
        text(x + u(80), y - u(213), 'SOLD', {
          'font-family': 'sans-serif',
          'font-size': u(32),
          'font-weight': 700,
          fill: '#fff',
          'text-anchor': 'middle',
          'letter-spacing': u(3),
        })
      : '')
  );
}

interface Listing {
  file: string;
  /** The house's shape; absent for the glass-walled contemporary, drawn by the shared modern house. */
  form?: HomeForm;
  dusk: boolean;
  wall: string;
  roof: string;
  wall2?: string;
  sold: boolean;
  /** Tree colours [leaf, shade]: autumn maples, willows. */
  leaf?: [string, string];
  /** A strip of lake behind the house. */
  lake?: boolean;
  /** The tree beside the house is a weeping willow. */
  willow?: boolean;
  /** Flower beds along the front. */
  flowers?: boolean;
  /** Neighbouring units on both sides (a townhome row). */
  row?: boolean;
  /** Set on a slope. */
  hill?: boolean;
  title: string;
}

/** The house, scaled to fit the frame and centred on its whole span (garage and wings included). */
function placedHome(a: Art, L: Listing, cx: number, ground: number): string {
  const f = L.form!;
  const span = homeSpan(f);
  const rise = f.turret ? 190 : f.roof === 'steep' ? f.width * 0.55 : f.roof === 'mansard' ? 130 : f.width * 0.36;
  const s = Math.min(1, 600 / span, 380 / (f.storeys * 120 + rise));
  const shift = f.garage === 'left' ? 115 : f.garage === 'right' ? -115 : 0;
  const colors = { wall: L.wall, accent: L.wall2 ?? L.roof, roof: L.roof, lit: L.dusk };
  if (!L.row) return g({ transform: tr(cx + shift * s, ground, s) }, home(a, f, colors));
  // A row of identical units: drawn once and reused, the neighbours' walls shaded a little darker.
  const unit = a.symbol(home(a, f, colors));
  const wall = f.storeys * 120;
  const neighbours = [-1, 1]
    .map((k) =>
      g(
        { transform: tr(cx + k * (f.width + 4) * s, ground, s) },
        use(unit),
        rect(-f.width / 2, -wall, f.width, wall, '#000', { opacity: k < 0 ? 0.1 : 0.16 }),
      ),
    )
    .join('');
  return neighbours + g({ transform: tr(cx + shift * s, ground, s) }, use(unit));
}

function listing(a: Art, L: Listing, seed: string): string {
  const lawn = L.dusk ? ['#2f4a34', '#1d3022'] : ['#8cc26f', '#5d9a4c'];
  const [leaf, shade] = L.leaf ?? ['#5fa652', '#4a8a42'];
  const beds = L.flowers
    ? spots(
        [
          [150, 520, 9],
          [190, 528, 8],
          [230, 520, 9],
          [560, 524, 9],
          [600, 518, 8],
          [640, 526, 9],
        ],
        '#e86a8f',
      ) +
      spots(
        [
          [170, 530, 6],
          [580, 530, 6],
          [620, 522, 6],
        ],
        '#f6d04d',
      )
    : '';
  const ground = L.hill ? 440 : 480;
  const building = L.form
    ? placedHome(a, L, 400, ground)
    : houseAt(a, 'modern', 400, ground, 0.95, { wall: L.wall, roof: L.roof, wall2: L.wall2, lit: L.dusk });
  return (
    sky(a, 800, 600, L.dusk, seed) +
    (L.lake
      ? rect(
          0,
          404,
          800,
          70,
          a.lin([
            [0, '#4f93c4'],
            [1, '#2f6f9e'],
          ]),
        ) + stroke('M20 424H120M660 420H780', '#cfe6f5', 3, { opacity: 0.7 })
      : '') +
    (L.dusk || L.row ? '' : (L.willow ? willow : tree)(70, 470, 300, leaf, shade)) +
    (L.row ? '' : pine(740, 480, 260, L.dusk ? '#1c2e24' : '#3e7a44')) +
    (L.hill ? path('M0 600V470Q200 430 400 440T800 400V600Z', L.dusk ? '#24382a' : '#6fa85a') : '') +
    rect(
      0,
      470,
      800,
      130,
      a.lin([
        [0, lawn[0]],
        [1, lawn[1]],
      ]),
    ) +
    building +
    path('M350 600L380 480H420L450 600Z', L.dusk ? '#6b6570' : '#d9d4cb') +
    (L.row
      ? ''
      : bush(180, 490, 110, L.dusk ? '#22402a' : '#4b8c43') + bush(620, 490, 110, L.dusk ? '#22402a' : '#4b8c43')) +
    beds +
    sign(600, 585, 0.72, L.sold)
  );
}

/** One drawing per listing on the portfolio page, each in the style its name promises. */
const LISTINGS: Listing[] = [
  {
    file: 'modern-farmhouse',
    // What makes it a modern farmhouse: the gable end to the street, board-and-batten siding,
    // black-framed picture windows and a black metal porch roof.
    form: {
      storeys: 2,
      width: 320,
      roof: 'front',
      porch: 'full',
      garage: 'right',
      battens: true,
      trim: '#1d2126',
      picture: true,
    },
    dusk: false,
    wall: '#f7f6f2',
    wall2: '#f7f6f2',
    roof: '#23272d',
    sold: false,
    title: 'White modern farmhouse with a black gabled roof and a garage',
  },
  {
    file: 'classic-cape-cod',
    form: { storeys: 1, width: 420, roof: 'steep', dormers: 2, chimney: true, porch: 'entry' },
    dusk: false,
    wall: '#b9c6cf',
    wall2: '#8c99a3',
    roof: '#3b4450',
    sold: true,
    title: 'Grey-shingled Cape Cod cottage with a steep roof and a SOLD sign',
  },
  {
    file: 'lakeside-colonial',
    form: { storeys: 2, width: 500, roof: 'gable', shutters: true, chimney: true, porch: 'entry' },
    dusk: false,
    wall: '#f1ede4',
    wall2: navy.hex,
    roof: '#3b3f4a',
    sold: false,
    lake: true,
    title: 'Two-storey colonial with navy shutters by a lake',
  },
  {
    file: 'spanish-revival',
    form: { storeys: 1, width: 460, roof: 'hip', arches: true, tiles: true, porch: 'arch' },
    dusk: false,
    wall: '#f0dcc0',
    wall2: '#d9b98f',
    roof: '#b5523a',
    sold: true,
    title: 'Stucco Spanish Revival home with a terracotta roof and a SOLD sign',
  },
  {
    file: 'hillside-contemporary',
    form: { storeys: 2, width: 440, roof: 'shed', garage: 'left', picture: true, trim: '#2a2f36', battens: true },
    dusk: true,
    hill: true,
    wall: '#ece7df',
    wall2: '#7a5a3e',
    roof: '#1f232a',
    sold: false,
    title: 'Contemporary hillside home with wide glass walls glowing at dusk',
  },
  {
    file: 'maple-ridge-ranch',
    form: { storeys: 1, width: 520, roof: 'hip', garage: 'left' },
    dusk: false,
    wall: '#e6d6bd',
    wall2: '#cdb894',
    roof: '#5b4636',
    sold: true,
    leaf: ['#e07b39', '#b8572a'],
    title: 'Single-storey ranch home under an autumn maple with a SOLD sign',
  },
  {
    file: 'willow-creek-craftsman',
    form: { storeys: 1, width: 420, roof: 'front', porch: 'full', chimney: true },
    dusk: false,
    wall: '#9b7a58',
    wall2: '#7c5f43',
    roof: '#3f5a45',
    sold: false,
    leaf: ['#9cc46a', '#7ba24f'],
    willow: true,
    title: 'Brown Craftsman home with a green roof beside a willow',
  },
  {
    file: 'mediterranean-estate',
    form: { storeys: 2, width: 400, roof: 'hip', wings: true, arches: true, tiles: true, porch: 'arch' },
    dusk: true,
    wall: '#f3e4c8',
    wall2: '#b5523a',
    roof: '#a8482f',
    sold: true,
    title: 'Cream Mediterranean estate with a clay-tile roof at dusk and a SOLD sign',
  },
  {
    file: 'four-bedroom-traditional',
    form: { storeys: 2, width: 420, roof: 'hip', shutters: true, garage: 'right', porch: 'entry' },
    dusk: false,
    wall: '#b5654a',
    wall2: '#f4f1ea',
    roof: '#474d57',
    sold: false,
    title: 'Red-brick traditional family home with white shutters',
  },
  {
    file: 'old-town-victorian',
    form: { storeys: 2, width: 280, roof: 'steep', turret: true, porch: 'full' },
    dusk: false,
    wall: '#6fb3b0',
    wall2: '#d98aa6',
    roof: '#5b3f6b',
    sold: true,
    flowers: true,
    title: 'Painted Victorian cottage in teal and rose with a SOLD sign',
  },
  {
    file: 'westbrook-townhome',
    form: { storeys: 3, width: 200, roof: 'shed' },
    row: true,
    dusk: false,
    wall: '#e4e6e8',
    wall2: '#5d6670',
    roof: '#2a2f36',
    sold: false,
    title: 'Three-storey grey townhome in a modern row, with large windows',
  },
  {
    file: 'garden-bungalow',
    form: { storeys: 1, width: 340, roof: 'front', porch: 'entry' },
    dusk: false,
    wall: '#dfe8cf',
    wall2: '#a7b58c',
    roof: '#6b4a3a',
    sold: true,
    flowers: true,
    title: 'Sage-green bungalow with flower beds and a SOLD sign',
  },
];

/** The listing the hero shows, and its portfolio card: a long low home under a flat roof, wings either side, every window lit. */
const listedHome = (a: Art) =>
  home(
    a,
    { storeys: 2, width: 440, roof: 'flat', wings: true, picture: true, trim: '#1b1e23' },
    { wall: '#ece7df', accent: '#6e5038', roof: '#15181d', lit: true },
  );

export const realEstate: Kit = {
  id: 'real-estate',
  // Architectural presentation: fine outlines over soft shading, natural colour, prints in a mat; agents as faceless silhouettes.
  style: {
    line: 1.5,
    shading: 'shaded',
    palette: 'natural',
    frame: 'inset',
    people: 'silhouette',
    build: 1.16,
    plant: 'olive',
    sparkle: 'diamond',
    contour: 'smooth',
  },
  hero(a) {
    // The house keeps to the right third: a full-bleed hero's words sit over the calm sky and lawn on the left.
    const body =
      sky(a, 1600, 900, true, 're-hero') +
      path('M0 660Q420 610 860 640T1600 610V900H0Z', '#1d3022') +
      pine(1560, 720, 300, '#152419') +
      pine(1055, 690, 260, '#1a2c20') +
      // The listing's own house builder, not another demo's house.
      g({ transform: tr(1310, 740, 0.7) }, listedHome(a)) +
      // Pool: a slab of lit water mirroring the windows.
      path(
        'M1080 760H1580L1600 830H1050Z',
        a.lin([
          [0, '#3fb7d9'],
          [1, '#1b6f99'],
        ]),
      ) +
      glow(a, 1320, 795, 280, 32, '#bff1ff', 0.5) +
      glow(a, 1320, 600, 380, 180, '#ffcf7a', 0.25) +
      rect(0, 840, 1600, 60, '#15241a') +
      spots(
        [
          [1100, 748, 5],
          [1190, 748, 5],
          [1280, 748, 5],
        ],
        '#ffe2a0',
      ) +
      bush(1070, 740, 130, '#1e3a26') +
      bush(1590, 770, 120, '#1e3a26');
    return { title: 'Stylish modern home at dusk with glowing windows and a lit pool', body };
  },
  about(a) {
    // Handing over the keys on the lawn of the couple's new home, the SOLD sign beside it.
    const out = [
      sky(a, 1200, 800, false, 'about'),
      tree(110, 600, 380, '#5fa652', '#4a8a42'),
      rect(
        0,
        580,
        1200,
        220,
        a.lin([
          [0, '#8cc26f'],
          [1, '#5d9a4c'],
        ]),
      ),
      g(
        { transform: tr(700, 600, 0.8) },
        home(
          a,
          { storeys: 2, width: 460, roof: 'hip', shutters: true, porch: 'entry', chimney: true },
          {
            wall: '#f4f2ee',
            accent: navy.at(40),
            roof: navy.hex,
            lit: false,
          },
        ),
      ),
      path('M640 800L672 600H728L760 800Z', '#d9d4cb'),
      bush(520, 610, 150, '#4b8c43'),
      bush(880, 610, 150, '#4b8c43'),
      sign(1010, 760, 0.9, true),
    ];
    // The agent, left, holds out the keys; the couple reach for them.
    out.push(
      figure(300, 780, 380, {
        ...look(4),
        shirt: navy.hex,
        pants: '#2a2f3a',
        longHair: true,
        hands: [
          [22, 58],
          [-14, 46],
        ],
      }),
      figure(560, 790, 370, {
        ...look(1),
        shirt: '#e8e2d8',
        pants: '#444',
        hands: [
          [-22, 56],
          [14, 46],
        ],
      }),
      figure(680, 790, 345, {
        ...look(3),
        shirt: gold.hex,
        pants: '#3a3f4a',
        longHair: true,
        hands: [
          [-18, 46],
          [14, 48],
        ],
      }),
    );
    // The keys on their ring, between the two hands.
    out.push(
      circle(410, 566, 14, 'none', { stroke: gold.hex, 'stroke-width': 5 }),
      path('M418 576L446 600L452 594L458 600L464 594L436 570Z', gold.hex),
      path('M404 578L400 612L408 612L410 604L416 604L414 580Z', '#c9ccd1'),
    );
    return {
      title: 'An agent handing a set of house keys to a smiling couple in front of their new home',
      body: out.join(''),
    };
  },
  mini(a) {
    return (
      sky(a, 1600, 900, true, 'mini') +
      rect(0, 700, 1600, 200, '#1d3022') +
      g({ transform: tr(1000, 750, 0.8) }, listedHome(a))
    );
  },
  gallery: {},
  extra: Object.fromEntries(
    LISTINGS.map((L) => [
      `gallery/${L.file}.svg`,
      [800, 600, (a: Art) => ({ title: L.title, body: listing(a, L, L.file) })],
    ]),
  ),
};
