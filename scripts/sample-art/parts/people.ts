// People, kept deliberately abstract (flat shapes, dot eyes) so the sample
// team pictures read as friendly placeholders rather than real staff.
import { Art, Color, P, circle, el, ellipse, g, num, path, rect, stroke } from '../svg';

export const SKIN = ['#f3cdb0', '#dfa77f', '#b5764f', '#85553a', '#f7dcc6'];
export const HAIR = ['#2a1c15', '#6b3e22', '#c8943e', '#18181c', '#8c919b', '#9c4127'];
export type HairStyle =
  'short' | 'long' | 'bun' | 'curly' | 'buzz' | 'bob' | 'pixie' | 'shag' | 'waves' | 'chignon' | 'crown';

export interface PortraitOpts {
  bg: Color;
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: Color;
  badge?: string;
  beard?: boolean;
  glasses?: boolean;
  bare?: boolean; // skip the backdrop when the caller paints its own
}

/** Head-and-shoulders for a 480 x 480 square. */
export function portrait(a: Art, o: PortraitOpts): string {
  const out: string[] = [];
  if (!o.bare) {
    out.push(
      rect(
        0,
        0,
        480,
        480,
        a.rad(
          [
            [0, o.bg.at(90)],
            [1, o.bg.at(74)],
          ],
          0.5,
          0.35,
          0.75,
        ),
      ),
    );
    out.push(circle(400, 90, 120, o.bg.at(96), { opacity: 0.35 }));
    out.push(circle(60, 420, 90, o.bg.at(64), { opacity: 0.25 }));
  }
  // A chignon is an updo seen from behind, as bridal pictures show it: the knot at the nape is the subject.
  if (o.style === 'chignon') return out.join('') + chignonFromBehind(a, o);
  // Hair that falls behind the shoulders must be painted first.
  if (o.style === 'long') out.push(path('M148 220C130 330 140 420 150 440H330C340 420 350 330 332 220Z', o.hair));
  if (o.style === 'bob') out.push(path('M150 210C140 270 140 310 160 330H320C340 310 340 270 330 210Z', o.hair));
  if (o.style === 'shag')
    out.push(
      path(
        'M148 214C132 290 138 350 150 380L170 360L186 384L204 352H276L294 384L310 360L330 380C342 350 348 290 332 214Z',
        o.hair,
      ),
    );
  // Waves swept to one side: behind the near ear the hair is short; the far side is drawn over the shoulder, below.
  if (o.style === 'waves') out.push(path('M318 170C346 200 344 236 326 262C316 280 334 296 338 312H300V200Z', o.hair));
  const shade = a.lin([
    [0, o.shirt.d(8)],
    [1, o.shirt.d(-12)],
  ]);
  out.push(path('M52 480C56 398 120 356 240 352C360 356 424 398 428 480Z', shade));
  out.push(
    rect(206, 280, 68, 86, o.skin, { rx: 24 }),
    path('M206 300C226 322 254 322 274 300V330H206Z', '#000', { opacity: 0.12 }),
  );
  out.push(path('M196 354L240 402L284 354C270 366 210 366 196 354Z', '#fff', { opacity: 0.85 }));
  if (o.badge) out.push(rect(318, 404, 40, 26, o.badge, { rx: 5 }));
  // The far side of Hollywood waves: a curtain of even S-shaped waves over the shoulder,
  // a scalloped edge with shine on each crest and shadow in each trough.
  if (o.style === 'waves')
    out.push(
      path(
        'M186 124C140 136 110 176 132 214C150 246 110 262 118 300C124 336 160 340 140 376C122 410 150 440 164 466H232C216 436 198 420 212 392C226 366 196 350 200 320L206 240Z',
        o.hair,
      ),
      stroke(
        'M128 206C150 220 180 224 200 214M124 294C148 306 176 310 200 300M132 380C154 392 184 396 210 386',
        '#fff',
        7,
        {
          opacity: 0.35,
        },
      ),
      stroke(
        'M140 252C160 262 186 262 204 256M146 340C166 350 190 350 204 344M150 428C170 436 196 436 218 430',
        '#000',
        6,
        {
          opacity: 0.15,
        },
      ),
    );
  out.push(ellipse(160, 228, 14, 22, o.skin), ellipse(320, 228, 14, 22, o.skin));
  out.push(ellipse(240, 215, 80, 96, o.skin));
  out.push(hair(o.style, o.hair));
  // Face: minimal features, friendly not specific.
  out.push(circle(210, 228, 7, '#2b2222'), circle(270, 228, 7, '#2b2222'));
  out.push(stroke('M198 206Q210 198 222 205M258 205Q270 198 282 206', o.hair, 5, { opacity: 0.85 }));
  out.push(circle(196, 258, 13, '#e8766f', { opacity: 0.18 }), circle(284, 258, 13, '#e8766f', { opacity: 0.18 }));
  if (o.beard)
    out.push(
      path(
        'M168 240C170 320 206 316 240 318C274 316 310 320 312 240C300 290 282 296 240 296C198 296 180 290 168 240Z',
        o.hair,
      ),
    );
  out.push(stroke('M214 268Q240 290 266 268', '#7a3b34', 6));
  if (o.glasses)
    out.push(
      stroke(
        'M186 228a24 22 0 1 0 48 0a24 22 0 1 0-48 0M246 228a24 22 0 1 0 48 0a24 22 0 1 0-48 0M234 226h12',
        '#222',
        4.5,
      ),
    );
  return out.join('');
}

/** Head and shoulders from behind: hair drawn smoothly back into a low knot at the nape. */
function chignonFromBehind(a: Art, o: PortraitOpts): string {
  const shade = a.lin([
    [0, o.shirt.d(8)],
    [1, o.shirt.d(-12)],
  ]);
  const knot = a.rad([
    [0, o.hair],
    [1, '#000'],
  ]);
  return [
    path('M52 480C56 398 120 356 240 352C360 356 424 398 428 480Z', shade),
    // The open back of the neckline.
    path('M180 362Q240 440 300 362Z', o.skin),
    rect(204, 270, 72, 100, o.skin, { rx: 26 }),
    ellipse(158, 226, 13, 22, o.skin),
    ellipse(322, 226, 13, 22, o.skin),
    ellipse(240, 210, 84, 100, o.hair),
    // Combed lines running from the crown down into the knot.
    stroke(
      'M240 112V262M204 122Q184 200 214 262M276 122Q296 200 266 262M174 160Q170 230 200 270M306 160Q310 230 280 270',
      '#000',
      4,
      {
        opacity: 0.16,
      },
    ),
    // The knot: a coil of hair wound on itself, a shadow under it on the neck.
    ellipse(240, 322, 52, 14, '#000', { opacity: 0.14 }),
    ellipse(240, 290, 60, 46, o.hair),
    ellipse(240, 290, 60, 46, knot, { opacity: 0.35 }),
    stroke(
      'M196 284Q214 252 246 258Q286 266 280 296Q272 324 238 322Q208 318 212 292Q220 272 246 278Q266 286 256 302',
      '#000',
      4,
      {
        opacity: 0.22,
      },
    ),
  ].join('');
}

function hair(style: HairStyle, c: string): string {
  switch (style) {
    case 'buzz':
      return path(
        'M162 200C158 128 206 112 240 112C276 112 324 128 318 200C306 160 280 146 240 146C200 146 174 160 162 200Z',
        c,
        { opacity: 0.9 },
      );
    case 'curly': {
      let d = '';
      for (let i = 0; i <= 10; i++) {
        const t = Math.PI * (1.05 + (i / 10) * 0.9);
        d += circle(240 + Math.cos(t) * 86, 214 + Math.sin(t) * 100, 30, c);
      }
      return d + path('M160 200C170 150 310 150 320 200C320 140 290 120 240 120C190 120 160 140 160 200Z', c);
    }
    case 'bun':
      return (
        circle(240, 108, 40, c) +
        path(
          'M160 214C152 140 196 116 240 116C286 116 330 140 320 214C310 170 280 150 240 150C200 150 170 170 160 214Z',
          c,
        )
      );
    case 'pixie':
      // Cropped close at the sides, a long fringe swept across the forehead in spiky tips.
      return (
        path(
          'M160 214C150 140 196 108 248 108C300 110 332 140 322 206C316 180 306 166 292 160L300 196L270 168L262 200L236 170L214 204L208 168C188 176 170 190 160 214Z',
          c,
        ) + stroke('M190 140L230 130M220 124L270 122M258 126L300 140', '#fff', 4, { opacity: 0.25 })
      );
    case 'shag':
      return (
        path(
          'M154 250C138 150 190 108 244 110C300 112 342 150 326 250C320 210 310 186 300 176L292 200L272 172L256 196L240 170L222 196L206 172L190 200L180 178C168 196 160 220 154 250Z',
          c,
        ) +
        path('M156 236C150 300 164 340 176 352L184 330L190 346L186 290C176 270 168 250 166 230Z', c) +
        path('M324 236C330 300 316 340 304 352L296 330L290 346L294 290C304 270 312 250 314 230Z', c)
      );
    case 'waves':
      // The front swept over from a deep part on the right in one big wave across the brow.
      return (
        path(
          'M290 110C330 116 346 170 330 236C324 200 312 176 296 162C270 186 240 150 214 176C196 196 180 214 162 250C146 206 150 150 196 122C222 108 258 106 290 110Z',
          c,
        ) + stroke('M280 124C250 120 214 132 196 156M300 146C270 150 246 140 222 158', '#fff', 6, { opacity: 0.35 })
      );
    case 'crown': {
      // Hair combed smooth to the crown, where a thick plait runs over the head from ear to
      // ear like a band. The plait is drawn as a plait is recognised even small: two rows of
      // plump strands leaning in turn to either side, each outlined dark with a lit edge, over
      // a dark core. Loose, wavy tendrils fall at the temples.
      const R = 86;
      const at = (t: number, r: number) => [240 + Math.cos(t) * r, 216 + Math.sin(t) * r * 0.95];
      const [x0, y0] = at(Math.PI * 1.02, R);
      const [x1, y1] = at(Math.PI * 1.98, R);
      const band = P`M${x0} ${y0}A${R} ${R * 0.95} 0 0 1 ${x1} ${y1}`;
      // Leaf-shaped strands in two staggered rows, each leaning about 40 degrees off the plait's line, the rows
      // leaning opposite ways: overlapping, they make the chevrons that say "plait".
      let strands = '';
      let sheen = '';
      const step = 0.42; // radians between strands of one row
      for (let t = Math.PI * 1.03, i = 0; t < Math.PI * 1.97; t += step / 2, i++) {
        const side = i % 2 ? 1 : -1;
        const [cx, cy] = at(t, R + side * 8);
        const along = (Math.atan2(0.95 * Math.cos(t), -Math.sin(t)) * 180) / Math.PI;
        const lean = Math.round(along + side * 42);
        const turn = `rotate(${lean} ${num(cx)} ${num(cy)})`;
        strands += el('path', {
          d: P`M${cx - 28} ${cy}Q${cx} ${cy - 30} ${cx + 28} ${cy}Q${cx} ${cy + 30} ${cx - 28} ${cy}Z`,
          transform: turn,
        });
        sheen += el('path', { d: P`M${cx - 14} ${cy - 4}Q${cx} ${cy - 10} ${cx + 12} ${cy - 5}`, transform: turn });
      }
      return (
        path(
          'M160 214C152 140 196 112 240 112C286 112 330 140 320 214C310 172 280 152 240 150C200 152 170 172 160 214Z',
          c,
        ) +
        stroke(band, '#1a0f0a', 50) +
        g({ fill: c, stroke: '#1a0f0a', 'stroke-width': 3.5 }, strands) +
        g({ stroke: '#fff', 'stroke-width': 4, fill: 'none', opacity: 0.4 }, sheen) +
        stroke('M166 222Q150 246 166 264Q178 282 164 302M314 222Q330 246 314 264Q302 282 316 302', c, 5)
      );
    }
    case 'long':
    case 'bob':
      return path(
        'M156 246C140 150 190 110 244 112C300 114 340 150 324 246C318 190 300 160 262 150C240 176 190 180 156 246Z',
        c,
      );
    default: // short, side part
      return path(
        'M158 214C148 138 196 106 248 108C302 112 336 146 322 214C316 176 300 156 270 150C240 170 190 168 158 214Z',
        c,
      );
  }
}

export interface FigureOpts {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  /** Hand positions relative to the figure, in units of height/100 (x right, y up from feet). */
  hands?: [[number, number], [number, number]];
  apron?: string;
  cap?: string; // chef hat / cap colour
  longHair?: boolean;
}

/** Small standing figure with feet at (x, y) and total height h. */
export function figure(x: number, y: number, h: number, o: FigureOpts): string {
  const u = h / 100;
  const X = (v: number) => x + v * u,
    Y = (v: number) => y - v * u;
  const [l, r] = o.hands ?? [
    [-15, 46],
    [15, 46],
  ];
  const out: string[] = [];
  out.push(stroke(P`M${X(-5)} ${Y(46)}L${X(-6)} ${Y(3)}M${X(5)} ${Y(46)}L${X(6)} ${Y(3)}`, o.pants, 9 * u));
  out.push(ellipse(X(-7), Y(1.5), 6 * u, 2.8 * u, '#222'), ellipse(X(7), Y(1.5), 6 * u, 2.8 * u, '#222'));
  if (o.longHair) out.push(rect(X(-10), Y(96), 20 * u, 24 * u, o.hair, { rx: 8 * u }));
  out.push(
    stroke(P`M${X(-12)} ${Y(76)}L${X(l[0])} ${Y(l[1])}M${X(12)} ${Y(76)}L${X(r[0])} ${Y(r[1])}`, o.shirt, 7 * u),
  );
  out.push(
    path(
      P`M${X(-12)} ${Y(44)}L${X(-14)} ${Y(74)}Q${X(-14)} ${Y(82)} ${X(-6)} ${Y(82)}H${X(6)}Q${X(14)} ${Y(82)} ${X(14)} ${Y(74)}L${X(12)} ${Y(44)}Z`,
      o.shirt,
    ),
  );
  if (o.apron) out.push(path(P`M${X(-9)} ${Y(70)}H${X(9)}L${X(11)} ${Y(36)}H${X(-11)}Z`, o.apron));
  out.push(circle(X(l[0]), Y(l[1]), 3.6 * u, o.skin), circle(X(r[0]), Y(r[1]), 3.6 * u, o.skin));
  out.push(rect(X(-3), Y(86), 6 * u, 6 * u, o.skin));
  out.push(circle(X(0), Y(91), 9 * u, o.skin));
  out.push(
    path(
      P`M${X(-9.4)} ${Y(90)}C${X(-10)} ${Y(103)} ${X(10)} ${Y(103)} ${X(9.4)} ${Y(90)}C${X(6)} ${Y(95)} ${X(-4)} ${Y(97)} ${X(-9.4)} ${Y(90)}Z`,
      o.hair,
    ),
  );
  if (o.cap)
    out.push(
      path(
        P`M${X(-8)} ${Y(96)}H${X(8)}V${Y(104)}C${X(16)} ${Y(108)} ${X(10)} ${Y(120)} ${X(0)} ${Y(116)}C${X(-10)} ${Y(120)} ${X(-16)} ${Y(108)} ${X(-8)} ${Y(104)}Z`,
        o.cap,
      ),
    );
  return out.join('');
}

/** Cycle through skin/hair combinations deterministically. */
export const look = (i: number) => ({ skin: SKIN[i % SKIN.length], hair: HAIR[(i * 2 + 1) % HAIR.length] });
