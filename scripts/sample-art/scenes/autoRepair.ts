// Auto repair: a dark, orange-accented garage; close-ups of the parts the
// shop works on (engines, brakes, gears, springs, batteries, oil).
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, P, circle, ellipse, g, path, poly, rect, spots, stroke, text, tr } from '../svg';
import { carAt, carLength } from '../parts/vehicles';
import { glow, sparkle, vignette } from '../parts/decor';
import { figure, look } from '../parts/people';

const t = THEMES['auto-repair'];
const orange = t.primary;
const slate = t.secondary;
const FONT = 'sans-serif';
const steel = (a: Art) =>
  a.lin(
    [
      [0, '#e3e7ea'],
      [0.5, '#aab2b9'],
      [1, '#6f7880'],
    ],
    0,
    0,
    1,
    1,
  );

/** Toothed gear with a bore (even-odd fill punches the hole). */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string, rot = 0): string {
  let d = '';
  for (let i = 0; i < teeth * 4; i++) {
    const k = rot + (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.86;
    d += (i ? 'L' : 'M') + `${Math.round(cx + Math.cos(k) * rr)} ${Math.round(cy + Math.sin(k) * rr)}`;
  }
  const h = r * 0.28;
  d += P`ZM${cx - h} ${cy}a${h} ${h} 0 1 0 ${2 * h} 0a${h} ${h} 0 1 0 ${-2 * h} 0Z`;
  return (
    path(d, fill, { 'fill-rule': 'evenodd' }) +
    circle(cx, cy, r * 0.6, 'none', { stroke: '#000', 'stroke-opacity': 0.15, 'stroke-width': r * 0.08 })
  );
}

/** Combination-wrench silhouette along the x axis, length L. */
function wrench(x: number, y: number, L: number, angle: number, fill: string): string {
  const w = L * 0.07;
  return g(
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    rect(0, -w / 2, L, w, fill, { rx: w / 2 }),
    path(
      P`M${-w * 1.6} 0a${w * 1.6} ${w * 1.6} 0 1 0 ${w * 3.2} 0a${w * 1.6} ${w * 1.6} 0 1 0 ${-w * 3.2} 0ZM${-w * 0.4} ${-w * 0.6}h${-w * 1.6}v${w * 1.2}h${w * 1.6}Z`,
      fill,
      { 'fill-rule': 'evenodd' },
    ),
    circle(L, 0, w * 1.4, fill),
  );
}

function tire(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#1b1d20') +
    circle(cx, cy, r, 'none', {
      stroke: '#2c2f33',
      'stroke-width': r * 0.16,
      'stroke-dasharray': `${r * 0.12} ${r * 0.1}`,
    }) +
    circle(cx, cy, r * 0.6, '#8d959d') +
    circle(cx, cy, r * 0.2, '#4a5057')
  );
}

function brakeDisc(a: Art, cx: number, cy: number, r: number): string {
  const holes = Array.from({ length: 12 }, (_, i) => [
    cx + Math.cos(i * 0.52) * r * 0.75,
    cy + Math.sin(i * 0.52) * r * 0.75,
    r * 0.035,
  ]);
  return (
    circle(cx, cy, r, steel(a)) +
    circle(cx, cy, r * 0.92, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.25,
      'stroke-width': r * 0.02,
      'stroke-dasharray': `${r * 0.3} ${r * 0.08}`,
    }) +
    spots(holes, '#3d4349') +
    circle(cx, cy, r * 0.45, '#5b636b') +
    circle(cx, cy, r * 0.15, '#2a2e33') +
    spots(
      Array.from({ length: 5 }, (_, i) => [
        cx + Math.cos(i * 1.257) * r * 0.3,
        cy + Math.sin(i * 1.257) * r * 0.3,
        r * 0.04,
      ]),
      '#c9ced3',
    ) +
    path(
      P`M${cx + r * 0.55} ${cy - r * 0.75}A${r * 0.95} ${r * 0.95} 0 0 1 ${cx + r * 0.55} ${cy + r * 0.75}L${cx + r * 0.8} ${cy + r * 0.55}V${cy - r * 0.55}Z`,
      orange.hex,
    ) +
    rect(cx + r * 0.75, cy - r * 0.3, r * 0.14, r * 0.6, orange.d(-10), { rx: r * 0.04 })
  );
}

function engine(a: Art, x: number, y: number, s: number): string {
  return g(
    { transform: tr(x, y, s) },
    rect(-150, -40, 300, 150, '#3c434b', { rx: 12 }),
    poly(
      [
        [-170, -40],
        [-110, -150],
        [-10, -150],
        [-40, -40],
      ],
      '#50585f',
    ),
    poly(
      [
        [170, -40],
        [110, -150],
        [10, -150],
        [40, -40],
      ],
      '#50585f',
    ),
    rect(-150, -190, 130, 50, orange.hex, { rx: 12, transform: 'rotate(-8 -85 -165)' }),
    rect(20, -190, 130, 50, orange.hex, { rx: 12, transform: 'rotate(8 85 -165)' }),
    rect(-60, -230, 120, 90, steel(a), { rx: 14 }),
    circle(-110, 60, 50, '#2a2f35'),
    circle(-110, 60, 30, '#8d959d'),
    circle(60, 90, 30, '#8d959d'),
    stroke('M-160 60C-160 0 -60 0 -60 60S30 130 60 120 90 60 60 60', '#15171a', 10),
    spots(
      [
        [-120, -176, 6],
        [-90, -180, 6],
        [-60, -184, 6],
        [60, -184, 6],
        [90, -180, 6],
        [120, -176, 6],
      ],
      '#f3c9a4',
    ),
  );
}

/** Dark garage backdrop with shop lights and a striped floor. */
function garage(a: Art, w: number, h: number, floorY: number): string {
  const peg = a.pattern(24, 24, circle(12, 12, 2.5, slate.d(-6)));
  return (
    rect(
      0,
      0,
      w,
      floorY,
      a.lin([
        [0, slate.at(14)],
        [1, slate.at(22)],
      ]),
    ) +
    rect(w * 0.04, h * 0.16, w * 0.26, h * 0.34, slate.d(4)) +
    rect(w * 0.04, h * 0.16, w * 0.26, h * 0.34, peg) +
    rect(
      0,
      floorY,
      w,
      h - floorY,
      a.lin([
        [0, '#3a3f45'],
        [1, '#1c1f23'],
      ]),
    ) +
    stroke(P`M0 ${floorY + (h - floorY) * 0.55}H${w}`, '#f2c230', (h - floorY) * 0.04, {
      'stroke-dasharray': `${w * 0.04} ${w * 0.03}`,
      'stroke-linecap': 'butt',
      opacity: 0.8,
    }) +
    [0.25, 0.5, 0.75]
      .map(
        (k) =>
          rect(w * k - w * 0.07, h * 0.04, w * 0.14, h * 0.015, '#f7f9fb') +
          glow(a, w * k, h * 0.05, w * 0.12, h * 0.06, '#eaf2ff', 0.5),
      )
      .join('')
  );
}

function toolChest(x: number, y: number, w: number, h: number): string {
  let d = '';
  for (let i = 1; i < 6; i++) d += P`M${x + 10} ${y - h + (i * h) / 6}H${x + w - 10}`;
  return (
    rect(x, y - h, w, h, orange.d(-4), { rx: 6 }) +
    stroke(d, orange.d(-22), 4) +
    stroke(P`M${x + w * 0.3} ${y - h + h / 12}H${x + w * 0.7}`, '#d9dde1', 4) +
    rect(x, y - h, w, 10, orange.d(8))
  );
}

/**
 * Two-post lift holding a car up. The posts stand clear of both ends of the
 * car and their arms reach in under the sills, so nothing passes through the body.
 */
function liftedCar(a: Art, cx: number, ground: number, s: number, paint: Color): string {
  const half = (carLength('sedan') * s) / 2;
  const raise = 170 * s;
  const reach = half * 1.12;
  const post = (x: number) =>
    rect(x - 16 * s, ground - 420 * s, 32 * s, 420 * s, orange.hex) +
    rect(x - 26 * s, ground - 10 * s, 52 * s, 10 * s, '#555') +
    rect(x - 22 * s, ground - raise - 34 * s, 44 * s, 40 * s, orange.d(-12), { rx: 4 * s });
  // Arms run below the tyres to pads under the sills, between the wheels.
  const arms =
    stroke(
      P`M${cx - reach} ${ground - raise + 8 * s}H${cx - half * 0.3}M${cx + reach} ${ground - raise + 8 * s}H${cx + half * 0.3}`,
      '#6b737b',
      10 * s,
    ) +
    rect(cx - half * 0.34, ground - raise - 20 * s, 30 * s, 30 * s, '#2a2e33') +
    rect(cx + half * 0.34 - 30 * s, ground - raise - 20 * s, 30 * s, 30 * s, '#2a2e33');
  return (
    post(cx - reach) +
    post(cx + reach) +
    glow(a, cx, ground, half * 1.1, 16 * s, '#000', 0.7) +
    arms +
    carAt(a, 'sedan', paint, cx, ground - raise, s, { shadow: false, lift: 10 })
  );
}

function dark(a: Art): string {
  return rect(
    0,
    0,
    800,
    600,
    a.rad(
      [
        [0, slate.at(26)],
        [1, slate.at(9)],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
}

const G: Record<string, ((a: Art) => { title: string; body: string })[]> = {
  engine: [
    (a) => ({
      title: 'V6 engine under warm workshop light',
      body:
        dark(a) +
        glow(a, 400, 300, 360, 260, orange.d(10), 0.35) +
        engine(a, 400, 360, 1.3) +
        wrench(120, 520, 200, -10, '#9aa3ab'),
    }),
    (a) => ({
      title: 'Piston, connecting rod and new spark plugs laid out for an engine rebuild',
      body:
        rect(0, 0, 800, 600, '#e6e2da') +
        rect(
          0,
          0,
          800,
          600,
          a.pattern(40, 40, path('M40 0V40H0', 'none', { stroke: '#000', 'stroke-opacity': 0.05 })),
        ) +
        g(
          { transform: 'rotate(-12 320 300)' },
          rect(230, 120, 180, 140, steel(a), { rx: 20 }),
          stroke('M230 160H410M230 180H410', '#5b636b', 5),
          path('M290 250L270 480H370L350 250Z', '#9aa3ab'),
          circle(320, 480, 50, '#9aa3ab'),
          circle(320, 480, 26, '#e6e2da'),
        ) +
        [520, 600, 680]
          .map((x) =>
            g(
              { transform: tr(x, 150) },
              rect(-8, 0, 16, 40, '#cfd4d9'),
              rect(-20, 40, 40, 90, '#f4f4f2', { rx: 6 }),
              rect(-24, 130, 48, 40, '#8d959d'),
              rect(-10, 170, 20, 70, '#b7bdc3'),
              rect(-3, 240, 6, 16, orange.hex),
            ),
          )
          .join(''),
    }),
    (a) => ({
      title: 'A lit check-engine lamp, and a laptop plugged into the car reading its fault code',
      body:
        dark(a) +
        engine(a, 560, 420, 0.95) +
        // The dashboard's check-engine lamp, lit amber: the reason the car came in.
        rect(90, 60, 220, 120, '#111417', { rx: 24 }) +
        glow(a, 200, 120, 120, 70, '#ffb020', 0.45) +
        path('M8 22H16V14H30V8H56V14H66L74 22H82V16H90V46H82V40H74L64 52H28L20 44H16V36H8Z', '#ffb020', {
          transform: tr(150, 90, 1.1),
        }) +
        g(
          { transform: tr(70, 460) },
          rect(0, 0, 300, 14, '#8d959d', { rx: 6 }),
          path('M20 0L40 -190H260L280 0Z', '#2a2f35'),
          rect(46, -178, 208, 160, '#0f1a24'),
          text(60, -138, 'P0301', { 'font-family': FONT, 'font-size': 34, fill: '#ffb020', 'font-weight': 700 }),
          text(60, -108, 'CYLINDER 1 MISFIRE', { 'font-family': FONT, 'font-size': 15, fill: '#f3d9a4' }),
          stroke('M60 -60H240M60 -40H200', '#3a4652', 8),
        ) +
        // The scan cable from the laptop to the car's diagnostic port.
        stroke('M370 440C420 520 480 500 520 440', '#15171a', 8) +
        rect(508, 424, 30, 22, '#3c434b', { rx: 4 }),
    }),
  ],
  brakes: [
    (a) => ({
      title: 'Drilled brake rotor with an orange caliper',
      body: dark(a) + glow(a, 400, 300, 330, 300, orange.d(10), 0.3) + brakeDisc(a, 380, 300, 220),
    }),
    (a) => ({
      title: 'Wheel removed to show the brake assembly on a lifted car',
      // Sizes keep to life: the rotor a sixth of the technician's height, the tyre over a third.
      body:
        garage(a, 800, 600, 440) +
        // The front corner of a car raised on a lift, its wheel off: the fender, the empty arch, the hub.
        path('M380 120H800V360H700A130 130 0 0 0 440 360H380Z', slate.d(28)) +
        rect(380, 240, 420, 10, slate.d(10)) +
        path('M440 360A130 130 0 0 1 700 360Z', '#15171a') +
        rect(690, 360, 30, 240, '#e9b949') +
        rect(600, 352, 200, 16, '#c99a2e') +
        stroke('M570 360V300', '#3d4349', 22) +
        brakeDisc(a, 570, 330, 62) +
        tire(200, 514, 76) +
        figure(430, 590, 400, {
          ...look(1),
          shirt: slate.d(20),
          pants: '#22272d',
          hands: [
            [26, 60],
            [30, 68],
          ],
        }),
    }),
    (a) => ({
      title: 'Worn brake pads next to a new set',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, '#eceae6'],
            [1, '#d6d2cb'],
          ]),
        ) +
        ['#6b5a48', '#3a3f45']
          .map((c, i) =>
            g(
              { transform: tr(150 + i * 300, 200) },
              path('M0 60C40 0 160 0 200 60V200H0Z', '#8d959d'),
              path(i ? 'M14 110C60 60 140 60 186 110V190H14Z' : 'M14 150C60 130 140 130 186 150V190H14Z', c),
            ),
          )
          .join('') +
        text(250, 480, 'WORN', {
          'font-family': FONT,
          'font-size': 34,
          'font-weight': 700,
          fill: '#8a7a6a',
          'text-anchor': 'middle',
        }) +
        text(550, 480, 'NEW', {
          'font-family': FONT,
          'font-size': 34,
          'font-weight': 700,
          fill: orange.hex,
          'text-anchor': 'middle',
        }) +
        sparkle(690, 180, 22, orange.hex),
    }),
  ],
  transmission: [
    (a) => ({
      title: 'Meshing transmission gears',
      body:
        dark(a) +
        gear(300, 320, 170, 18, steel(a), 0.05) +
        gear(530, 190, 110, 12, orange.hex, 0.2) +
        gear(520, 402, 80, 9, '#8d959d', 0.1),
    }),
    (a) => ({
      title: 'Cutaway of a gearbox housing showing the shafts',
      body:
        rect(0, 0, 800, 600, '#e9e6e0') +
        path('M120 180Q120 120 200 120H600Q700 120 700 220V380Q700 480 600 480H200Q120 480 120 420Z', '#b7bdc3') +
        path('M160 200Q160 160 210 160H590Q660 160 660 230V370Q660 440 590 440H210Q160 440 160 400Z', '#4a5057') +
        gear(260, 300, 90, 14, steel(a)) +
        gear(400, 300, 70, 12, orange.hex) +
        gear(530, 300, 90, 14, steel(a)) +
        stroke('M130 300H690', '#2a2e33', 16),
    }),
    (a) => ({
      title: 'Close-up of a manual gear shifter',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, '#2c3138'],
            [1, '#16191c'],
          ]),
        ) +
        ellipse(400, 520, 260, 70, '#0c0e10') +
        path('M330 520Q400 380 470 520Z', '#222') +
        stroke('M400 500V240', '#9aa3ab', 20) +
        circle(
          400,
          200,
          70,
          a.rad(
            [
              [0, '#5a6169'],
              [1, '#1e2226'],
            ],
            0.35,
            0.3,
            0.8,
          ),
        ) +
        stroke('M370 180V220M400 180V220M430 180V220M370 200H430', '#fff', 5) +
        glow(a, 400, 200, 200, 150, orange.d(10), 0.3),
    }),
  ],
  suspension: [
    (a) => ({
      title: 'Coil-over shock absorber and spring',
      // Back half of each coil turn goes behind the shaft, front half in front: reads as a helix.
      body:
        dark(a) +
        glow(a, 400, 300, 260, 300, orange.d(10), 0.3) +
        stroke(
          Array.from({ length: 8 }, (_, i) => P`M500 ${130 + i * 50}Q400 ${110 + i * 50} 300 ${150 + i * 50}`).join(''),
          orange.d(-18),
          20,
        ) +
        rect(370, 60, 60, 480, steel(a), { rx: 10 }) +
        rect(355, 40, 90, 40, '#5b636b', { rx: 8 }) +
        rect(355, 520, 90, 40, '#5b636b', { rx: 8 }) +
        stroke(
          Array.from({ length: 8 }, (_, i) => P`M300 ${100 + i * 50}Q400 ${150 + i * 50} 500 ${130 + i * 50}`).join(''),
          orange.hex,
          22,
        ),
    }),
    (a) => ({
      title: 'Car raised on a lift to inspect its suspension',
      body:
        garage(a, 800, 600, 470) +
        liftedCar(a, 400, 560, 1.2, new Color(0, 0, 92)) +
        figure(700, 590, 250, {
          ...look(3),
          shirt: orange.hex,
          pants: '#22272d',
          hands: [
            [-20, 88],
            [-14, 80],
          ],
        }),
    }),
    (a) => ({
      title: 'Blueprint of a strut, control arm and wheel hub',
      body:
        rect(0, 0, 800, 600, slate.at(28, 45)) +
        rect(0, 0, 800, 600, a.pattern(40, 40, path('M40 0V40H0', 'none', { stroke: '#fff', 'stroke-opacity': 0.1 }))) +
        stroke('M400 80V330M300 470L470 360L640 470M470 360V330', '#eaf2fb', 10) +
        stroke(
          Array.from({ length: 5 }, (_, i) => P`M350 ${120 + i * 40}L450 ${140 + i * 40}`).join(''),
          orange.d(10),
          10,
        ) +
        circle(470, 360, 100, 'none', { stroke: '#eaf2fb', 'stroke-width': 8 }) +
        circle(470, 360, 30, '#eaf2fb'),
    }),
  ],
  electrical: [
    (a) => ({
      title: 'Car battery with red and black test leads clipped to its terminals',
      body:
        dark(a) +
        rect(220, 220, 360, 260, '#2a2e33', { rx: 18 }) +
        rect(220, 220, 360, 60, '#3c434b', { rx: 18 }) +
        rect(270, 190, 50, 40, '#c23a2a') +
        rect(480, 190, 50, 40, '#333') +
        path('M420 300L360 400H410L390 460L460 350H410Z', orange.hex) +
        // Test leads run from a handheld tester to clamps bitten onto each terminal.
        rect(320, 40, 160, 90, '#3c434b', { rx: 14 }) +
        rect(338, 56, 124, 44, '#c9d6c0', { rx: 6 }) +
        text(400, 88, '12.6V', {
          'font-family': FONT,
          'font-size': 26,
          'font-weight': 700,
          fill: '#1d2a1a',
          'text-anchor': 'middle',
        }) +
        stroke('M295 178C280 120 330 150 350 130', '#c23a2a', 10) +
        stroke('M505 178C520 120 470 150 450 130', '#15171a', 10) +
        path('M272 176L318 176L312 204L278 204Z', '#c23a2a') +
        path('M482 176L528 176L522 204L488 204Z', '#15171a') +
        stroke('M280 204V214M292 204V214M304 204V214', '#8d959d', 4) +
        stroke('M490 204V214M502 204V214M514 204V214', '#8d959d', 4),
    }),
    (a) => ({
      title: 'Diagnostic scanner reading fault codes',
      body:
        rect(
          0,
          0,
          800,
          600,
          a.lin([
            [0, '#e7e9ec'],
            [1, '#c9ced3'],
          ]),
        ) +
        rect(250, 80, 300, 440, '#2a2e33', { rx: 30 }) +
        rect(280, 120, 240, 220, '#0f1a24', { rx: 8 }) +
        stroke('M300 260L340 230L370 250L400 180L430 240L470 210L500 260', orange.d(12), 5) +
        text(300, 160, 'P0301', { 'font-family': FONT, 'font-size': 28, 'font-weight': 700, fill: '#6fe38a' }) +
        circle(340, 420, 30, orange.hex) +
        circle(460, 420, 30, '#5b636b') +
        stroke('M400 520V590', '#15171a', 16),
    }),
    (a) => ({
      title: 'Multimeter testing an alternator',
      body:
        dark(a) +
        circle(520, 340, 140, steel(a)) +
        circle(520, 340, 100, 'none', { stroke: '#5b636b', 'stroke-width': 14, 'stroke-dasharray': '20 12' }) +
        circle(520, 340, 40, '#3c434b') +
        rect(100, 160, 190, 300, orange.hex, { rx: 20 }) +
        rect(124, 190, 142, 80, '#c9d6c0', { rx: 6 }) +
        text(195, 246, '14.2V', {
          'font-family': FONT,
          'font-size': 36,
          'font-weight': 700,
          fill: '#1d2a1a',
          'text-anchor': 'middle',
        }) +
        circle(195, 360, 44, '#2a2e33') +
        stroke('M160 460C170 560 380 560 420 420', '#c23a2a', 8) +
        stroke('M230 460C250 520 420 520 460 460', '#15171a', 8),
    }),
  ],
  maintenance: [
    (a) => ({
      title: 'Fresh oil pouring into a funnel during an oil change',
      body:
        dark(a) +
        g(
          { transform: 'rotate(-35 300 220)' },
          rect(200, 120, 180, 240, orange.hex, { rx: 20 }),
          rect(250, 90, 50, 40, '#222'),
          rect(220, 200, 140, 80, '#fff', { opacity: 0.9 }),
        ) +
        path('M330 150C420 170 430 260 440 380', 'none', { stroke: '#e2a93b', 'stroke-width': 16 }) +
        path('M360 380H520L460 470V540H420V470Z', '#5b636b') +
        glow(a, 440, 420, 200, 140, '#e2a93b', 0.25),
    }),
    (a) => ({
      title: 'Stack of new tyres ready for a rotation',
      body:
        garage(a, 800, 600, 470) +
        [0, 1, 2]
          .map(
            (i) =>
              ellipse(300, 500 - i * 70, 160, 50, '#1b1d20') +
              ellipse(300, 490 - i * 70, 160, 46, '#2c2f33') +
              ellipse(300, 490 - i * 70, 70, 20, '#111'),
          )
          .join('') +
        tire(600, 470, 110),
    }),
    () => ({
      title: 'Service checklist with ticked items beside a new oil filter and a wrench',
      body:
        rect(0, 0, 800, 600, '#d7d2c8') +
        rect(160, 60, 340, 480, '#fff', { rx: 10 }) +
        rect(270, 40, 120, 40, '#5b636b', { rx: 8 }) +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              rect(200, 140 + i * 76, 36, 36, i < 3 ? orange.hex : '#fff', {
                stroke: orange.hex,
                'stroke-width': 4,
                rx: 6,
              }) + rect(260, 150 + i * 76, 190, 16, '#c9ced3', { rx: 8 }),
          )
          .join('') +
        stroke('M208 158L216 166L230 148M208 234L216 242L230 224M208 310L216 318L230 300', '#fff', 5) +
        rect(560, 320, 130, 170, orange.hex, { rx: 16 }) +
        rect(560, 320, 130, 30, '#333', { rx: 10 }) +
        wrench(540, 200, 200, 20, '#8d959d'),
    }),
  ],
};

export const autoRepair: Kit = {
  id: 'auto-repair',
  // Workshop-manual plates: heavy ink outlines, flat fills, colours pulled towards the shop's brand, an inset mat.
  style: {
    line: 4,
    shading: 'flat',
    palette: 'tinted',
    tint: 0.25,
    frame: 'inset',
    people: 'geometric',
    build: 1.3,
    plant: 'cactus',
    sparkle: 'cross',
    contour: 'faceted',
  },
  hero(a) {
    const body =
      garage(a, 1600, 900, 660) +
      toolChest(90, 660, 200, 240) +
      tire(1480, 600, 80) +
      tire(1480, 440, 80) +
      wrench(110, 220, 160, 0, '#aab2b9') +
      wrench(110, 300, 140, 0, '#aab2b9') +
      wrench(300, 260, 180, -90, '#aab2b9') +
      liftedCar(a, 960, 820, 1.7, new Color(210, 55, 35)) +
      vignette(a, 1600, 900, 0.5);
    return { title: 'Garage bay with a car raised on an orange two-post lift, tool wall and shop lights', body };
  },
  about(a) {
    const out = [garage(a, 1200, 800, 560), toolChest(940, 560, 200, 220)];
    out.push(rect(80, 440, 460, 20, '#6b737b'), rect(100, 460, 16, 100, '#4a5057'), rect(504, 460, 16, 100, '#4a5057'));
    out.push(engine(a, 300, 400, 0.75));
    out.push(
      figure(640, 760, 330, {
        ...look(1),
        shirt: orange.hex,
        pants: '#22272d',
        hands: [
          [-24, 60],
          [-18, 52],
        ],
      }),
    );
    out.push(
      figure(830, 760, 320, {
        ...look(0),
        shirt: slate.d(22),
        pants: '#22272d',
        hands: [
          [-14, 60],
          [12, 58],
        ],
      }),
      rect(770, 560, 60, 80, '#1c2733', { rx: 6 }),
    );
    return {
      title: 'Mechanics discussing an engine rebuild at the workbench',
      body: out.join('') + vignette(a, 1200, 800, 0.4),
    };
  },
  mini(a) {
    return (
      rect(0, 0, 1600, 660, slate.at(18)) +
      rect(0, 660, 1600, 240, '#2c3035') +
      toolChest(90, 660, 200, 240) +
      liftedCar(a, 960, 820, 1.7, new Color(210, 55, 35))
    );
  },
  gallery: Object.fromEntries(Object.entries(G).map(([k, fs]) => [k, (a: Art, v: number) => fs[v - 1](a)])),
};
