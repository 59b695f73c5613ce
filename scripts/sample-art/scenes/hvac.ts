// HVAC: condensers, furnaces, ducts and visible airflow (blue = cool, orange = warm).
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, P, circle, g, path, poly, rect, rng, spots, stroke, text, tr } from '../svg';
import { carAt } from '../parts/vehicles';
import { bush, houseAt, pine, plant, tree } from '../parts/buildings';
import { glow, room, sparkle } from '../parts/decor';
import { figure, look, portrait } from '../parts/people';
import { sofa } from '../parts/interior';

const t = THEMES.hvac;
const blue = t.primary;
const orange = t.secondary;
const FONT = 'sans-serif';

/** Outdoor condenser, front view, 200 x 180 units standing on y = 0. */
function condenser(a: Art, x: number, y: number, s: number, spin = 0): string {
  const fins = a.pattern(8, 8, rect(0, 0, 8, 4, '#9aa5af'));
  let blades = '';
  for (let i = 0; i < 3; i++) {
    const k = spin + (i * 2 * Math.PI) / 3;
    blades += P`M70 -96Q${70 + Math.cos(k) * 50} ${-96 + Math.sin(k) * 50} ${70 + Math.cos(k + 0.9) * 46} ${-96 + Math.sin(k + 0.9) * 46}Z`;
  }
  return g(
    { transform: tr(x, y, s) },
    rect(-14, -8, 228, 12, '#b8bec4', { rx: 3 }),
    rect(
      0,
      -182,
      200,
      176,
      a.lin([
        [0, '#f4f6f8'],
        [1, '#c9d0d6'],
      ]),
      { rx: 8 },
    ),
    circle(70, -96, 62, '#38414b'),
    path(blades, '#6b7682'),
    circle(70, -96, 62, 'none', { stroke: '#d5dbe0', 'stroke-width': 4 }),
    circle(70, -96, 44, 'none', { stroke: '#d5dbe0', 'stroke-width': 3 }),
    circle(70, -96, 26, 'none', { stroke: '#d5dbe0', 'stroke-width': 3 }),
    circle(70, -96, 10, '#222'),
    rect(146, -166, 42, 148, fins),
    rect(146, -30, 30, 8, blue.hex, { rx: 3 }),
  );
}

/** Visible air: a few wavy ribbons fading out along their length. */
function airflow(a: Art, x: number, y: number, len: number, dir: 1 | -1, color: string, n = 3, rise = -0.25): string {
  const fade = a.lin(
    [
      [0, color, dir > 0 ? 0.9 : 0],
      [1, color, dir > 0 ? 0 : 0.9],
    ],
    0,
    0,
    1,
    0,
  );
  let d = '';
  for (let i = 0; i < n; i++) {
    const y0 = y + i * 34;
    const seg = len / 4;
    d += P`M${x} ${y0}`;
    for (let k = 1; k <= 4; k++)
      d += P`Q${x + dir * (k - 0.5) * seg} ${y0 + (len * rise * (k - 0.5)) / 4 + (k % 2 ? -18 : 18)} ${x + dir * k * seg} ${y0 + (len * rise * k) / 4}`;
  }
  return stroke(d, fade, 7);
}

function miniSplit(x: number, y: number, w: number): string {
  return (
    rect(x, y, w, w * 0.28, '#fbfcfd', { rx: w * 0.06 }) +
    rect(x, y + w * 0.2, w, w * 0.08, '#dfe5ea', { rx: w * 0.03 }) +
    circle(x + w * 0.88, y + w * 0.09, w * 0.015, blue.d(20)) +
    stroke(P`M${x + w * 0.08} ${y + w * 0.245}H${x + w * 0.92}`, '#9ba6b0', w * 0.012)
  );
}

function furnace(a: Art, x: number, y: number, s: number): string {
  return g(
    { transform: tr(x, y, s) },
    rect(
      0,
      -360,
      180,
      360,
      a.lin(
        [
          [0, '#eef1f4'],
          [1, '#c5ccd3'],
        ],
        0,
        0,
        1,
        0,
      ),
      { rx: 6 },
    ),
    rect(40, -420, 100, 64, '#aeb7bf'),
    rect(20, -330, 140, 120, '#dfe4e9', { rx: 4 }),
    stroke('M36 -300H144M36 -280H144M36 -260H144M36 -240H144', '#b3bcc4', 5),
    rect(40, -170, 100, 80, '#251a16', { rx: 6 }),
    glow(a, 90, -128, 60, 40, orange.d(15), 0.9),
    path(
      'M70 -100C60 -120 78 -130 74 -150C88 -138 92 -124 90 -112C96 -120 98 -130 96 -140C112 -124 112 -104 104 -100Z',
      '#ffb347',
    ),
    circle(150, -40, 8, blue.hex),
  );
}

function duct(x: number, y: number, w: number, h: number, vertical = false): string {
  const seams = vertical
    ? 'M0 0'
    : Array.from({ length: Math.floor(w / 90) }, (_, i) => P`M${x + 90 * (i + 1)} ${y}v${h}`).join('');
  return (
    rect(x, y, w, h, '#c6cdd4') +
    rect(x, y, w, h * 0.35, '#e4e8ec') +
    rect(x, y + h * 0.8, w, h * 0.2, '#a9b2bb') +
    stroke(seams, '#9aa4ae', 3)
  );
}

function flexDuct(d: string, w: number): string {
  return (
    stroke(d, '#b7bfc7', w) + stroke(d, '#8f99a3', w, { 'stroke-dasharray': `3 ${w * 0.35}`, 'stroke-linecap': 'butt' })
  );
}

/** Daytime yard: soft sky, lawn, a tree. */
function yard(a: Art, w: number, h: number, horizon: number): string {
  return (
    rect(
      0,
      0,
      w,
      horizon,
      a.lin([
        [0, blue.at(78, 70)],
        [1, '#eef6fc'],
      ]),
    ) +
    glow(a, w * 0.15, h * 0.12, w * 0.3, h * 0.3, '#fff8dc', 0.9) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      a.lin([
        [0, '#7dbb6a'],
        [1, '#4f9147'],
      ]),
    )
  );
}

function building(a: Art, x: number, y: number, w: number, h: number): string {
  const win = a.pattern(60, 50, rect(8, 10, 44, 30, blue.at(70, 40)) + rect(8, 10, 44, 10, '#fff', { opacity: 0.35 }));
  return (
    rect(x, y - h, w, h, '#dce3ea') +
    rect(x + 20, y - h + 20, w - 40, h - 40, win) +
    rect(x - 8, y - h - 12, w + 16, 14, '#8e9aa6')
  );
}

const G: Record<string, ((a: Art) => { title: string; body: string })[]> = {
  ac: [
    (a) => ({
      title: 'Outdoor AC condenser on a concrete pad beside a house, blowing cool air',
      body:
        rect(0, 0, 800, 600, a.pattern(10, 26, rect(0, 0, 10, 26, '#e9eef2') + rect(0, 22, 10, 4, '#d3dbe2'))) +
        rect(
          0,
          470,
          800,
          130,
          a.lin([
            [0, '#80b86c'],
            [1, '#4d8a45'],
          ]),
        ) +
        rect(160, 460, 470, 24, '#c7ccd1') +
        condenser(a, 250, 470, 1.6, 0.4) +
        airflow(a, 560, 240, 220, 1, blue.d(20), 3) +
        bush(100, 480, 160, '#4e8f45') +
        bush(700, 480, 140, '#5c9e50'),
    }),
    (a) => ({
      title: 'Wall-mounted ductless mini-split cooling a sunroom walled in glass',
      body:
        room(a, 800, 600, 430, ['#f3f6f9', '#dfe7ee'], ['#c9a884', '#a88660']) +
        // A sunroom: the back wall is glass from the unit down to the floor.
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              rect(
                30 + i * 150,
                180,
                140,
                250,
                a.lin([
                  [0, '#a9d2ef'],
                  [1, '#e6f3fb'],
                ]),
              ) + rect(30 + i * 150, 180, 140, 250, 'none', { stroke: '#fff', 'stroke-width': 10 }),
          )
          .join('') +
        glow(a, 640, 240, 200, 120, '#fff8dc', 0.7) +
        miniSplit(230, 70, 340) +
        sofa(a, 110, 470, 440, blue.shift(0, -40, 10)) +
        airflow(a, 260, 190, 320, 1, blue.d(24), 4, 0.35) +
        plant(660, 440, 190, '#4f9a5a', '#e8e2da'),
    }),
    (a) => ({
      title: 'Technician checking refrigerant pressure on two condensers beside an apartment building',
      body:
        yard(a, 800, 600, 460) +
        // An apartment block: storeys of windows, each flat with its balcony rail.
        rect(40, 30, 720, 430, '#e6d8c6') +
        rect(
          40,
          30,
          720,
          430,
          a.pattern(
            120,
            110,
            rect(30, 20, 60, 62, blue.at(72, 35)) +
              rect(30, 20, 60, 18, '#fff', { opacity: 0.35 }) +
              rect(20, 80, 80, 6, '#9a8068') +
              stroke('M24 86V70M42 86V70M60 86V70M78 86V70M96 86V70M20 70H100', '#9a8068', 3),
          ),
        ) +
        rect(30, 20, 740, 16, '#b69c80') +
        condenser(a, 110, 480, 1.3, 0.2) +
        condenser(a, 420, 480, 1.3, 1.1) +
        figure(690, 560, 300, {
          ...look(2),
          shirt: blue.hex,
          pants: '#2f3a46',
          hands: [
            [-24, 54],
            [-20, 62],
          ],
        }) +
        circle(612, 378, 16, '#fff', { stroke: '#333', 'stroke-width': 4 }) +
        stroke('M612 394C620 430 560 430 560 400', orange.hex, 4),
    }),
  ],
  heating: [
    (a) => ({
      title: 'High-efficiency gas furnace glowing in a tidy basement',
      body:
        room(a, 800, 600, 470, ['#3d4650', '#2b323a'], ['#5f666d', '#3c4248']) +
        glow(a, 400, 360, 380, 260, orange.d(10), 0.35) +
        furnace(a, 310, 500, 1.1) +
        duct(110, 80, 230, 60) +
        duct(510, 80, 200, 60) +
        rect(330, 40, 140, 70, '#c6cdd4') +
        flexDuct('M640 140C640 260 720 260 740 360', 40),
    }),
    (a) => {
      const r = rng('hvac-heat-pump');
      const flakes = Array.from({ length: 40 }, () => [r() * 800, r() * 440, 2 + r() * 3]);
      return {
        title: 'Outdoor heat pump on a snowy yard beside a suburban house, sending warmth indoors',
        body:
          rect(
            0,
            0,
            800,
            600,
            a.lin([
              [0, '#b9c8d6'],
              [1, '#eef2f6'],
            ]),
          ) +
          houseAt(a, 'gable', 250, 470, 0.62, { wall: '#e6dccd', roof: '#55606b', trim: '#fff' }) +
          rect(
            0,
            460,
            800,
            140,
            a.lin([
              [0, '#ffffff'],
              [1, '#dfe7ee'],
            ]),
          ) +
          pine(720, 470, 230, '#3f6f58') +
          path('M720 256l30 104h-60z', '#fff', { opacity: 0.75 }) +
          condenser(a, 470, 500, 1.05, 0.6) +
          rect(462, 294, 226, 16, '#fff', { rx: 8 }) +
          airflow(a, 450, 330, 120, -1, orange.hex, 2, 0.05) +
          spots(flakes, '#fff', { opacity: 0.9 }),
      };
    },
    (a) => {
      const copper = '#c27a43';
      // Four pipes drop from the boiler's base and turn off along the wall; the outer ones turn lowest so none cross.
      const turns = [440, 462, 484, 462];
      const pipes = [330, 370, 430, 470].map((x, i) => P`M${x} 372V${turns[i]}H${i < 2 ? 120 : 680}`).join('');
      return {
        title: 'Wall-hung gas boiler with neatly run copper pipes in a utility room',
        body:
          room(a, 800, 600, 520, ['#eef0f1', '#dfe3e6'], ['#9a9186', '#7b7268']) +
          rect(380, 0, 40, 92, '#b8c0c7') +
          stroke(pipes, copper, 14, { 'stroke-linejoin': 'round' }) +
          stroke(pipes, '#f0b27a', 4, { opacity: 0.7, 'stroke-linejoin': 'round' }) +
          [330, 370, 430, 470]
            .map((x, i) => rect(x - 14, 404, 28, 10, i % 2 ? blue.hex : '#c8372d', { rx: 3 }))
            .join('') +
          rect(
            290,
            86,
            220,
            290,
            a.lin(
              [
                [0, '#ffffff'],
                [1, '#d9dee3'],
              ],
              0,
              0,
              1,
              0,
            ),
            { rx: 14 },
          ) +
          rect(320, 280, 160, 62, '#1d2935', { rx: 8 }) +
          text(352, 320, '1.5', { 'font-family': FONT, 'font-size': 24, 'font-weight': 700, fill: '#7fd0ff' }) +
          path('M440 330c-12-10-4-20 0-28 4 8 12 18 0 28z', orange.hex) +
          circle(400, 200, 34, '#fff', { stroke: '#aeb7bf', 'stroke-width': 5 }) +
          stroke('M400 200l18-14', '#c8372d', 4) +
          sparkle(560, 120, 14, blue.hex, 0.8),
      };
    },
  ],
  commercial: [
    (a) => ({
      title: 'Low office building with rooftop air handling units under a clear sky',
      body:
        yard(a, 800, 600, 520) +
        // A low office block, so its roof and the units on it fill the picture.
        building(a, 70, 540, 660, 200) +
        [
          [110, 200],
          [350, 210],
          [600, 100],
        ]
          .map(
            ([x, w]) =>
              rect(x, 246, w, 82, '#b1bbc5') +
              rect(x, 246, w, 12, '#8e9aa6') +
              stroke(
                P`M${x + 14} 276H${x + w * 0.55}M${x + 14} 292H${x + w * 0.55}M${x + 14} 308H${x + w * 0.55}`,
                '#8e9aa6',
                4,
              ) +
              (w > 150 ? circle(x + w * 0.78, 287, 30, '#56616c') + circle(x + w * 0.78, 287, 10, '#8e9aa6') : ''),
          )
          .join('') +
        airflow(a, 290, 200, 200, 1, blue.d(25), 2, -0.1),
    }),
    (a) => ({
      title: 'Row of large packaged rooftop units on a commercial roof',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, blue.at(70, 60)],
            [1, '#eaf3fa'],
          ]),
        ) +
        path('M0 330h60v-90h80v60h70v-140h90v170h60v-60h100v-50h80v130h90v-80h70v60h100V600H0Z', blue.at(80, 25)) +
        rect(0, 420, 800, 180, '#9aa3ab') +
        [60, 300, 540]
          .map((x) =>
            g(
              { transform: tr(x, 460) },
              rect(
                0,
                -120,
                200,
                120,
                a.lin([
                  [0, '#eef1f4'],
                  [1, '#c2cad1'],
                ]),
              ),
              rect(14, -110, 80, 60, a.pattern(8, 8, rect(0, 0, 8, 4, '#a1abb4'))),
              circle(150, -120, 36, '#4a545e'),
              rect(0, -12, 200, 12, blue.hex),
            ),
          )
          .join('') +
        duct(0, 480, 800, 40),
    }),
    (a) => ({
      title: 'Storefront with a commercial split system and service technician',
      body:
        yard(a, 800, 600, 500) +
        rect(60, 120, 680, 380, '#ece6dc') +
        rect(60, 110, 680, 30, blue.hex) +
        rect(
          110,
          200,
          360,
          300,
          a.lin([
            [0, '#bcd7ea'],
            [1, '#7ea7c7'],
          ]),
        ) +
        stroke('M230 200V500M350 200V500', '#fff', 6) +
        condenser(a, 520, 500, 1.05) +
        figure(130, 560, 250, {
          ...look(1),
          shirt: blue.hex,
          pants: '#2f3a46',
          hands: [
            [14, 50],
            [18, 58],
          ],
        }) +
        rect(140, 410, 40, 30, orange.hex, { rx: 4 }),
    }),
  ],
  ductwork: [
    (a) => ({
      title: 'Sealed sheet-metal ductwork running through an attic',
      body:
        rect(0, 0, 800, 600, '#5a4636') +
        poly(
          [
            [0, 600],
            [400, 80],
            [800, 600],
          ],
          '#7a5e45',
        ) +
        stroke('M400 80L60 600M400 80L740 600M400 80V600M200 340H600', '#4b3a2d', 14) +
        rect(0, 500, 800, 100, '#d9c9a3') +
        duct(40, 380, 720, 70) +
        flexDuct('M160 450C160 520 240 520 260 580', 36) +
        flexDuct('M600 450C600 520 520 520 500 580', 36) +
        glow(a, 400, 120, 120, 60, '#ffe9b0', 0.6),
    }),
    (a) => ({
      title: 'Duct cleaning machine with its hose connected to a floor vent in a living room',
      body:
        room(a, 800, 600, 300, ['#f3f6f9', '#e2e9ef'], ['#c9a884', '#a88660']) +
        rect(90, 30, 220, 170, '#fff') +
        rect(
          102,
          42,
          196,
          146,
          a.lin([
            [0, '#9fc2e0'],
            [1, '#e9f2f9'],
          ]),
        ) +
        rect(196, 42, 8, 146, '#fff') +
        // Raised clear of the caption band the gallery lays over a tile's lower quarter.
        g(
          { transform: tr(0, -100) },
          sofa(a, 40, 420, 300, blue.shift(0, -40, 10)) +
            // The register sits in the floor, seen in perspective; the hose seals over it.
            path('M150 520H330L350 560H130Z', '#8d949b') +
            stroke('M160 530H322M154 542H332M148 554H340', '#5e656c', 4) +
            flexDuct('M240 536C250 420 420 410 520 470', 34) +
            rect(
              510,
              330,
              200,
              190,
              a.lin([
                [0, '#f1f3f5'],
                [1, '#c9d0d6'],
              ]),
              { rx: 18 },
            ) +
            rect(540, 360, 140, 40, blue.hex, { rx: 8 }) +
            text(610, 388, 'DUCT', {
              'font-family': FONT,
              'font-size': 22,
              'font-weight': 700,
              fill: '#fff',
              'text-anchor': 'middle',
            }) +
            circle(550, 530, 22, '#2b3139') +
            circle(670, 530, 22, '#2b3139') +
            stroke('M700 340L730 250', '#56616c', 10) +
            sparkle(380, 560, 14, blue.d(30)),
        ),
    }),
    (a) => ({
      title: 'Duct plan on a blueprint with trunk line, branches and flex runs',
      body:
        rect(0, 0, 800, 600, blue.at(28)) +
        rect(
          0,
          0,
          800,
          600,
          a.pattern(
            40,
            40,
            path('M40 0V40H0', 'none', { stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 1.5 }),
          ),
        ) +
        duct(80, 260, 640, 80) +
        duct(200, 120, 60, 140, true) +
        duct(480, 120, 60, 140, true) +
        flexDuct('M330 340C330 440 200 440 200 520', 40) +
        flexDuct('M600 340C600 440 700 440 700 520', 40) +
        rect(170, 90, 120, 40, '#eef2f5') +
        rect(450, 90, 120, 40, '#eef2f5'),
    }),
  ],
  other: [
    (a) => ({
      title: 'Smart thermostat on a hallway wall showing cooling mode and indoor humidity',
      body:
        // The hallway: a warm wall, an open doorway, a framed print, the skirting and the floor.
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, '#f4ede3'],
            [1, '#e4d8c8'],
          ]),
        ) +
        rect(40, 110, 170, 420, '#fff') +
        rect(58, 128, 134, 402, '#c9b9a4') +
        rect(600, 150, 150, 120, '#5a4636') +
        rect(612, 162, 126, 96, blue.at(80, 35)) +
        rect(0, 520, 800, 80, '#b48a62') +
        rect(0, 508, 800, 14, '#fff') +
        g(
          { transform: tr(400, 300, 0.55) + ' translate(-400 -300)' },
          rect(250, 120, 300, 360, '#1c2733', { rx: 40 }) +
            rect(
              270,
              140,
              260,
              320,
              a.lin([
                [0, '#23384d'],
                [1, '#142231'],
              ]),
              { rx: 26 },
            ) +
            text(400, 320, '68°', {
              'font-family': FONT,
              'font-size': 110,
              'font-weight': 700,
              fill: '#fff',
              'text-anchor': 'middle',
            }) +
            text(400, 380, 'COOL · 45%', {
              'font-family': FONT,
              'font-size': 26,
              fill: blue.d(40),
              'text-anchor': 'middle',
            }) +
            circle(400, 190, 14, blue.d(30)),
        ),
    }),
    (a) => ({
      title: 'Fresh pleated air filter next to a dusty old one',
      body:
        rect(0, 0, 800, 600, '#eef2f5') +
        ['#d9d4c7', '#ffffff']
          .map((c, i) =>
            g(
              { transform: tr(110 + i * 320, 120) },
              rect(0, 0, 260, 360, i ? blue.hex : '#9a8f7a', { rx: 8 }),
              rect(16, 16, 228, 328, c),
              rect(
                16,
                16,
                228,
                328,
                a.pattern(
                  24,
                  24,
                  path('M0 0L12 24L24 0', 'none', { stroke: i ? '#c9d3dc' : '#a99f8a', 'stroke-width': 2 }),
                ),
              ),
            ),
          )
          .join('') +
        sparkle(600, 90, 24, blue.hex) +
        sparkle(680, 150, 14, blue.hex),
    }),
    (a) => ({
      title: 'Whole-home air purifier quietly cleaning a living room',
      body:
        room(a, 800, 600, 460, ['#eef3f7', '#dbe4ec'], ['#d2b690', '#b0906a']) +
        rect(
          320,
          150,
          160,
          330,
          a.lin(
            [
              [0, '#ffffff'],
              [1, '#d4dce3'],
            ],
            0,
            0,
            1,
            0,
          ),
          { rx: 40 },
        ) +
        rect(345, 180, 110, 14, '#2d3a46', { rx: 7 }) +
        rect(340, 230, 120, 200, a.pattern(10, 10, circle(5, 5, 2, '#b5c0ca'))) +
        circle(400, 187, 5, blue.d(25)) +
        airflow(a, 360, 140, 200, -1, blue.d(25), 2, 0.5) +
        airflow(a, 440, 140, 200, 1, blue.d(25), 2, 0.5) +
        plant(640, 460, 220, '#4f9a5a', '#fff') +
        sofa(a, 20, 470, 230, new Color(30, 25, 70), 1),
    }),
  ],
};

export const hvac: Kit = {
  id: 'hvac',
  // Friendly clip-art: medium ink outlines, flat true colours, rounded windows; cartoon technicians in caps.
  style: {
    line: 3,
    shading: 'flat',
    palette: 'natural',
    frame: 'rounded',
    people: 'cartoon',
    build: 1,
    plant: 'snake',
    sparkle: 'cross',
    contour: 'smooth',
  },
  hero(a) {
    const r = rng('hvac-hero');
    let clouds = '';
    for (let i = 0; i < 4; i++) {
      const x = 300 + i * 360 + r() * 80,
        y = 110 + r() * 120;
      clouds += path(
        P`M${x} ${y}a40 40 0 0 1 70-26a56 56 0 0 1 104 16a34 34 0 0 1 10 66H${x}a28 28 0 0 1 0-56Z`,
        '#fff',
        { opacity: 0.8 },
      );
    }
    const body =
      yard(a, 1600, 900, 720) +
      clouds +
      path('M0 740Q400 700 800 730T1600 720V900H0Z', '#5c9e50') +
      tree(1500, 740, 420, '#5fa652', '#4a8a42') +
      houseAt(a, 'modern', 1130, 770, 1.2, { wall: '#f7f5f2', wall2: '#2f3a46', roof: '#1f2730', trim: '#f7f5f2' }) +
      condenser(a, 640, 780, 1.25, 0.3) +
      rect(560, 770, 440, 20, '#c9ced3') +
      airflow(a, 610, 600, 380, -1, blue.d(20), 4, -0.35) +
      bush(1420, 790, 190, '#4b8c43') +
      bush(880, 790, 150, '#5a9a4e') +
      path('M0 900V820Q500 780 1600 840V900Z', '#3f7d3a');
    return { title: 'Modern house on a sunny day with an outdoor AC unit sending out cool airflow', body };
  },
  about(a) {
    const out = [yard(a, 1200, 800, 560), rect(0, 140, 1200, 420, '#ece3d6'), rect(0, 130, 1200, 20, '#b9a28a')];
    out.push(
      rect(
        80,
        230,
        260,
        200,
        a.lin([
          [0, '#cfe2f1'],
          [1, '#93b6d2'],
        ]),
      ),
      stroke('M210 230V430M80 330H340', '#fff', 8),
    );
    out.push(rect(0, 620, 1200, 180, '#b4b9be'), carAt(a, 'van', new Color(0, 0, 97), 560, 720, 1.4, { plain: true }));
    out.push(rect(200, 440, 560, 24, blue.hex), rect(200, 470, 560, 8, orange.hex));
    out.push(
      text(460, 560, 'COOL BREEZE', {
        'font-family': FONT,
        'font-size': 44,
        'font-weight': 700,
        fill: blue.hex,
        'text-anchor': 'middle',
      }),
    );
    out.push(
      text(460, 600, 'HEATING & AIR', {
        'font-family': FONT,
        'font-size': 26,
        'font-weight': 700,
        fill: orange.hex,
        'text-anchor': 'middle',
        'letter-spacing': 4,
      }),
    );
    out.push(condenser(a, 930, 640, 1.1));
    out.push(
      figure(1120, 760, 330, {
        ...look(0),
        shirt: blue.hex,
        pants: '#2f3a46',
        hands: [
          [-16, 44],
          [14, 60],
        ],
      }),
      rect(1118, 510, 34, 46, '#fff', { rx: 4 }),
    );
    out.push(
      figure(120, 760, 340, {
        ...look(3),
        shirt: blue.hex,
        pants: '#2f3a46',
        hands: [
          [-16, 38],
          [16, 44],
        ],
      }),
      rect(60, 620, 70, 44, orange.hex, { rx: 6 }),
    );
    return { title: 'Cool Breeze HVAC technicians with their service van and equipment', body: out.join('') };
  },
  mini(a) {
    return (
      yard(a, 1600, 900, 720) +
      houseAt(a, 'modern', 1050, 770, 1.2, { wall: '#f7f5f2', wall2: '#2f3a46', roof: '#1f2730' }) +
      condenser(a, 500, 780, 1.3) +
      airflow(a, 480, 600, 360, -1, blue.d(20), 3, -0.35)
    );
  },
  gallery: Object.fromEntries(Object.entries(G).map(([k, fs]) => [k, (a: Art, v: number) => fs[v - 1](a)])),
  team(a, i) {
    const L = [
      { style: 'short' as const, ...look(0) },
      { style: 'bun' as const, ...look(2) },
      { style: 'curly' as const, beard: true, ...look(3) },
    ][i];
    return {
      title: `Abstract portrait of HVAC technician ${i + 1}`,
      body: portrait(a, {
        ...L,
        bg: [blue, orange, blue.shift(-20, -30, 10)][i],
        shirt: blue.shift(0, 0, -8),
        badge: orange.hex,
        cap: i === 1 ? orange.hex : blue.d(-18),
        prop: 'gauge',
      }),
    };
  },
};
