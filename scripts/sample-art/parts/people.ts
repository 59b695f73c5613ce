// People, kept deliberately abstract so the sample team pictures read as placeholders
// rather than real staff. The active style decides how a person is built: a cartoon face,
// a faceless silhouette, plain geometric solids, or a head seen from behind for its hair.
import { Art, Color, P, circle, el, ellipse, g, num, path, rect, stroke } from '../svg';
import { style } from '../style';

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
  /** A work cap in this colour (cartoon people). */
  cap?: string;
  /** The tool of the trade held up at the chest, so a portrait says what the person does. */
  prop?: Prop;
}

export type Prop = 'polisher' | 'gauge' | 'keys' | 'shears';

/** Head-and-shoulders for a 480 x 480 square, built the way the active style draws people. */
export function portrait(a: Art, o: PortraitOpts): string {
  const kind = style().people;
  const body =
    kind === 'silhouette'
      ? silhouettePortrait(o)
      : kind === 'geometric'
        ? geometricPortrait(o)
        : kind === 'hair'
          ? hairPortrait(a, o)
          : cartoonPortrait(a, o);
  return body + (o.prop ? prop(o.prop, o) : '');
}

/** A hand raised at the lower right holding the trade's tool. */
function prop(kind: Prop, o: PortraitOpts): string {
  const hand = ellipse(372, 430, 22, 18, o.skin);
  switch (kind) {
    case 'polisher':
      // A dual-action polisher: a foam pad on a motor body, the handle in the hand.
      return (
        rect(330, 360, 96, 44, '#2a2d33', { rx: 16 }) +
        rect(300, 396, 150, 22, o.badge ?? '#d8262f', { rx: 10 }) +
        rect(296, 414, 158, 16, '#f2d16b', { rx: 7 }) +
        ellipse(378, 356, 20, 12, '#50545c') +
        hand
      );
    case 'gauge':
      // A refrigerant manifold: two round dials on a bar, hoses hanging below.
      return (
        stroke('M330 440C320 470 330 480 330 480M412 440C424 470 414 480 414 480', '#d8262f', 8) +
        rect(316, 404, 112, 36, '#c9ced6', { rx: 8 }) +
        circle(342, 384, 30, '#f4f6f8', { stroke: '#2b2f36', 'stroke-width': 6 }) +
        circle(402, 384, 30, '#f4f6f8', { stroke: '#2b2f36', 'stroke-width': 6 }) +
        stroke('M342 384L356 370M402 384L388 368', '#d8262f', 4) +
        hand
      );
    case 'keys':
      // House keys on a ring with a tag shaped like a house.
      return (
        circle(360, 392, 20, 'none', { stroke: '#d9b25a', 'stroke-width': 6 }) +
        path('M340 420h30v14h-8v8h-8v-8h-14Z', '#d9b25a') +
        path('M372 404l22 0 0 -14 -11 -11 -11 11Z', '#fff') +
        hand
      );
    case 'shears':
      return (
        stroke('M330 440L420 360M350 356L420 440', '#c9ced6', 9) +
        circle(324, 446, 14, 'none', { stroke: '#2b2f36', 'stroke-width': 6 }) +
        circle(344, 350, 14, 'none', { stroke: '#2b2f36', 'stroke-width': 6 }) +
        hand
      );
  }
}

/**
 * Faceless head and shoulders in one dark tone, as a cut-paper silhouette: the outline of the
 * hair and a tailored jacket's lapels are all that is drawn, lit by a thin rim on one side.
 */
function silhouettePortrait(o: PortraitOpts): string {
  const tone = o.shirt.at(18, Math.min(o.shirt.s, 30));
  const out: string[] = [];
  if (!o.bare)
    out.push(
      rect(0, 0, 480, 480, o.bg.at(86)),
      // A tall window behind: the light the silhouette stands against.
      rect(250, 40, 190, 330, o.bg.at(95), { rx: 4 }),
      stroke('M345 40V370M250 205H440', o.bg.at(80), 8),
    );
  const backHair =
    o.style === 'long'
      ? 'M150 210C128 320 136 410 146 440H334C344 410 352 320 330 210Z'
      : o.style === 'bob'
        ? 'M146 200C134 260 136 310 156 336H324C344 310 346 260 334 200Z'
        : '';
  out.push(
    g(
      { fill: tone, stroke: 'none' },
      backHair ? path(backHair, tone) : '',
      // Square, tailored shoulders.
      path('M40 480L56 404Q66 372 120 364L206 350H274L360 364Q414 372 424 404L440 480Z', tone),
      rect(208, 270, 64, 100, tone, { rx: 20 }),
      ellipse(242, 212, 80, 98, tone),
      // The hair's outline alone: a quiff over short cuts, a crown of volume over long ones, a knot for a bun.
      o.style === 'bun' || o.style === 'chignon'
        ? circle(242, 110, 40, tone)
        : path(
            o.style === 'long' || o.style === 'bob' || o.style === 'waves' || o.style === 'shag'
              ? 'M150 240C136 160 180 104 244 104C306 104 352 160 334 240C330 180 300 140 244 140C190 140 156 180 150 240Z'
              : 'M170 180C174 130 206 100 252 104C296 108 322 140 316 188C300 150 280 134 248 132C214 132 186 150 170 180Z',
            tone,
          ),
    ),
    // Lapels and an open collar, a shade lighter.
    path('M206 352L240 430L274 352L300 362L252 470H228L180 362Z', o.shirt.at(30, 20)),
    path('M214 352L240 412L266 352Z', o.bg.at(90)),
    // Rim light on the lit side of the face and shoulder.
    stroke('M318 170C332 206 330 250 310 282M370 370Q412 380 424 420', o.bg.at(96), 5, { opacity: 0.8 }),
  );
  return out.join('');
}

/**
 * Plain solids: a featureless circle for a head under a flat cap of hair, a trapezoid body,
 * the figure set off-centre on a backdrop split on the diagonal.
 */
function geometricPortrait(o: PortraitOpts): string {
  const out: string[] = [];
  if (!o.bare)
    out.push(
      rect(0, 0, 480, 480, o.bg.at(70)),
      path('M0 0H480L0 330Z', o.bg.at(84)),
      rect(330, 60, 90, 90, o.bg.at(92), { transform: 'rotate(15 375 105)' }),
    );
  const hx = 216,
    hy = 210,
    r = 82;
  const ink = o.shirt.at(14, 10);
  const longHair = o.style === 'long' || o.style === 'bob' || o.style === 'shag' || o.style === 'waves';
  if (longHair) out.push(rect(hx - r - 6, hy - 10, 2 * r + 12, o.style === 'long' ? 200 : 120, o.hair));
  // Shoulders as a trapezoid, the collar a triangle cut out of it, a stripe across the chest.
  out.push(
    path('M40 480L96 372H344L400 480Z', o.shirt.hex),
    path('M96 372H344L350 384H90Z', o.shirt.at(Math.min(o.shirt.l + 14, 80))),
    path(P`M${hx - 34} 372H${hx + 34}L${hx} 420Z`, o.skin),
    rect(hx - 30, 280, 60, 94, o.skin),
    rect(hx - 30, 300, 60, 20, ink, { opacity: 0.15 }),
  );
  if (o.badge) out.push(rect(290, 410, 48, 16, o.badge));
  out.push(circle(hx, hy, r, o.skin));
  // Hair: a half-disc cap tilted a little, its straight edge across the brow.
  const cut = o.style === 'buzz' ? 0.25 : o.style === 'pixie' || o.style === 'short' ? 0.42 : 0.5;
  const y0 = hy - r * (1 - 2 * cut) - 12;
  out.push(
    path(P`M${hx - r - 4} ${y0}A${r + 4} ${r + 4} 0 0 1 ${hx + r + 4} ${y0 - 18}Z`, o.hair, {
      transform: `rotate(-8 ${hx} ${hy})`,
    }),
  );
  if (o.style === 'bun') out.push(circle(hx + 10, hy - r - 24, 34, o.hair));
  // A beard: the segment of the circle below the mouth line.
  if (o.beard) {
    const dx = Math.sqrt(r * r - 36 * 36);
    out.push(path(P`M${hx - dx} ${hy + 36}A${r} ${r} 0 0 0 ${hx + dx} ${hy + 36}Z`, o.hair));
  }
  if (o.glasses)
    out.push(
      rect(hx - 58, hy - 10, 46, 30, 'none', { stroke: ink, 'stroke-width': 6 }),
      rect(hx + 4, hy - 10, 46, 30, 'none', { stroke: ink, 'stroke-width': 6 }),
    );
  return out.join('');
}

/**
 * The head seen from behind and a little to one side: the back of the shirt, the nape, one
 * ear and the line of the cheek, and over them the whole cut - its length, edge and finish.
 */
function hairPortrait(a: Art, o: PortraitOpts): string {
  if (o.style === 'chignon') return backdrop(o) + chignonFromBehind(a, o);
  const out = [backdrop(o)];
  const shade = a.lin([
    [0, o.shirt.d(6)],
    [1, o.shirt.d(-14)],
  ]);
  out.push(
    path('M44 480C52 410 116 372 240 368C364 372 428 410 436 480Z', shade),
    rect(204, 280, 70, 100, o.skin, { rx: 26 }),
    // The cheek's edge and the near ear, turned a little towards the left.
    ellipse(180, 250, 16, 44, o.skin),
    ellipse(176, 226, 12, 20, o.skin),
    stroke('M178 214q-6 12 0 22', '#000', 3, { opacity: 0.18 }),
  );
  const c = o.hair;
  const lit = stroke('M228 130C206 170 204 230 214 280M266 132C290 180 296 232 284 290', '#fff', 6, { opacity: 0.28 });
  const dark = stroke('M246 120C240 200 244 250 246 300', '#000', 4, { opacity: 0.18 });
  const crown = ellipse(250, 204, 84, 100, c);
  switch (o.style) {
    case 'long':
      // The crown first: the falling lengths, graded from the roots, cover its lower edge.
      out.push(crown, path('M170 180C160 300 150 400 160 470H340C352 400 344 300 334 180Z', c), lit, dark);
      break;
    case 'waves': {
      // Swept to one side: the falling mass leans over the right shoulder.
      out.push(
        crown,
        path(
          'M168 180C150 260 180 300 160 360C146 410 170 440 170 470H340C330 430 356 400 338 350C320 300 352 250 334 180Z',
          c,
          { transform: 'translate(-40 0) skewX(12)' },
        ),
      );
      out.push(lit);
      out.push(
        stroke('M180 300Q250 330 330 300M174 380Q250 410 334 380M180 450Q250 474 334 450', '#000', 6, {
          opacity: 0.16,
          transform: 'translate(-40 0) skewX(12)',
        }),
      );
      out.push(
        stroke('M184 270Q250 300 326 270M178 350Q250 380 330 350M184 424Q250 450 330 424', '#fff', 6, {
          opacity: 0.26,
          transform: 'translate(-40 0) skewX(12)',
        }),
      );
      break;
    }
    case 'bob':
      // Blunt, level edge at the jaw: the line the cut is known by.
      out.push(crown, path('M166 190C156 250 160 300 162 330H338C342 300 346 250 336 190Z', c), lit, dark);
      out.push(stroke('M166 330H336', '#000', 5, { opacity: 0.2 }));
      break;
    case 'shag':
      out.push(
        path(
          'M164 190C150 280 160 340 170 392L190 360L206 400L228 362L250 404L272 362L292 398L310 358L330 388C344 330 348 270 336 190Z',
          c,
        ),
        crown,
        lit,
        stroke('M190 250L200 330M224 240L232 340M266 240L262 340M304 250L296 330', '#000', 4, { opacity: 0.18 }),
      );
      break;
    case 'curly':
      for (let i = 0; i < 14; i++) {
        const t = (i / 14) * Math.PI * 2;
        out.push(circle(250 + Math.cos(t) * 84, 210 + Math.sin(t) * 96, 32, c));
      }
      out.push(crown);
      break;
    case 'bun':
      out.push(crown, circle(252, 118, 44, c), stroke('M222 112q30 -30 60 0', '#fff', 5, { opacity: 0.3 }), dark);
      break;
    case 'crown':
      out.push(crown, stroke('M168 210Q250 150 334 210', '#000', 46, { opacity: 0.3 }));
      for (let x = 178; x < 330; x += 24)
        out.push(
          ellipse(x, 212 - Math.sin(((x - 168) / 166) * Math.PI) * 44, 18, 12, c, {
            stroke: '#1a0f0a',
            'stroke-width': 3,
            transform: `rotate(-30 ${x} 200)`,
          }),
        );
      break;
    default: {
      // Short cuts: tapered at the nape, the ear left clear, texture on top.
      out.push(
        path(
          'M170 250C164 160 200 104 252 104C306 104 340 160 334 250C330 280 310 290 290 294H214C196 290 174 280 170 250Z',
          c,
        ),
        stroke(
          o.style === 'pixie'
            ? 'M206 140L226 170M240 124L252 160M276 132L282 166M304 150L300 180'
            : 'M212 150Q250 136 292 150M206 190Q250 176 300 190',
          '#fff',
          5,
          { opacity: 0.3 },
        ),
        // The taper: hair fading out towards the neck.
        path('M214 294H290L284 306H220Z', c, { opacity: 0.45 }),
      );
    }
  }
  return out.join('');
}

function backdrop(o: PortraitOpts): string {
  if (o.bare) return '';
  return (
    rect(0, 0, 480, 480, o.bg.at(84)) +
    // A round salon mirror's rim behind the head.
    circle(240, 220, 196, 'none', { stroke: o.bg.at(92), 'stroke-width': 22 }) +
    circle(240, 220, 176, o.bg.at(78))
  );
}

/** The friendly face seen from the front: dot eyes, a smile, a cap when the trade wears one. */
function cartoonPortrait(a: Art, o: PortraitOpts): string {
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
  // Under a cap a bun would be hidden: the hair shows as a short cut.
  out.push(hair(o.cap && o.style === 'bun' ? 'short' : o.style, o.hair));
  if (o.cap)
    out.push(
      path('M158 186C156 120 196 100 242 100C290 100 326 120 322 186Z', o.cap),
      path('M150 186H330Q350 188 352 200H158Z', o.cap),
      rect(224, 126, 34, 22, '#fff', { rx: 4, opacity: 0.85 }),
    );
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

/** Small standing figure with feet at (x, y) and total height h, built the way the active style draws people. */
export function figure(x: number, y: number, h: number, o: FigureOpts): string {
  const kind = style().people;
  if (kind === 'geometric') return blockFigure(x, y, h, o);
  if (kind === 'silhouette') return silhouetteFigure(x, y, h, o);
  // Seen from behind, the hair covers the whole head; drawn long and slim, as a fashion plate draws people.
  if (kind === 'hair') return roundFigure(x, y, h, o, true);
  return roundFigure(x, y, h, o);
}

/**
 * A cut-paper silhouette in one flat tone: one outline from the shoulders down through a
 * long coat to the feet, arms as tapered strokes, an oval head; no face, no hair parting.
 */
function silhouetteFigure(x: number, y: number, h: number, o: FigureOpts): string {
  const u = h / 100;
  const w = u * style().build;
  const X = (v: number) => x + v * w,
    Y = (v: number) => y - v * u;
  const [l, r] = o.hands ?? [
    [-15, 46],
    [15, 46],
  ];
  const tone = o.pants;
  // One tone, no inner lines: an outlining style draws round the figure, never inside it.
  return g(
    { stroke: 'none' },
    path(
      P`M${X(-4)} ${Y(84)}C${X(-16)} ${Y(83)} ${X(-15)} ${Y(70)} ${X(-14)} ${Y(56)}L${X(-11)} ${Y(30)}L${X(-7)} ${Y(0)}H${X(-1)}L${X(0)} ${Y(26)}L${X(1)} ${Y(0)}H${X(7)}L${X(11)} ${Y(30)}L${X(14)} ${Y(56)}C${X(15)} ${Y(70)} ${X(16)} ${Y(83)} ${X(4)} ${Y(84)}Z`,
      tone,
    ),
    stroke(
      P`M${X(-12)} ${Y(78)}Q${X(l[0] - 2)} ${Y((78 + l[1]) / 2)} ${X(l[0])} ${Y(l[1])}M${X(12)} ${Y(78)}Q${X(r[0] + 2)} ${Y((78 + r[1]) / 2)} ${X(r[0])} ${Y(r[1])}`,
      tone,
      5 * u,
    ),
    o.cap ? path(P`M${X(-7)} ${Y(96)}H${X(7)}V${Y(104)}Q${X(0)} ${Y(114)} ${X(-7)} ${Y(104)}Z`, tone) : '',
    ellipse(X(0), Y(91), 7.5 * u, 9 * u, tone),
    o.longHair
      ? path(
          P`M${X(-7)} ${Y(92)}Q${X(-10)} ${Y(76)} ${X(-4)} ${Y(74)}H${X(4)}Q${X(10)} ${Y(76)} ${X(7)} ${Y(92)}Z`,
          tone,
        )
      : '',
  );
}

/** Plain solids: rectangular legs and body, a circle head with a flat cap of hair, no face. */
function blockFigure(x: number, y: number, h: number, o: FigureOpts): string {
  const u = h / 100;
  const w = u * style().build;
  const X = (v: number) => x + v * w,
    Y = (v: number) => y - v * u;
  const [l, r] = o.hands ?? [
    [-16, 44],
    [16, 44],
  ];
  return [
    rect(X(-10), Y(46), 8.5 * u, 44 * u, o.pants),
    rect(X(1.5), Y(46), 8.5 * u, 44 * u, o.pants),
    rect(X(-12), Y(3), 10.5 * u, 3 * u, '#222'),
    rect(X(1.5), Y(3), 10.5 * u, 3 * u, '#222'),
    stroke(P`M${X(-13)} ${Y(78)}L${X(l[0])} ${Y(l[1])}M${X(13)} ${Y(78)}L${X(r[0])} ${Y(r[1])}`, o.shirt, 6 * u, {
      'stroke-linecap': 'square',
    }),
    path(P`M${X(-16)} ${Y(82)}H${X(16)}L${X(11)} ${Y(44)}H${X(-11)}Z`, o.shirt),
    o.apron ? rect(X(-9), Y(70), 18 * u, 32 * u, o.apron) : '',
    rect(X(l[0] - 3), Y(l[1] + 3), 6 * u, 6 * u, o.skin),
    rect(X(r[0] - 3), Y(r[1] + 3), 6 * u, 6 * u, o.skin),
    circle(X(0), Y(91), 9 * u, o.skin),
    path(P`M${X(-9.5)} ${Y(90)}A${9.5 * u} ${9.5 * u} 0 0 1 ${X(9.5)} ${Y(93)}Z`, o.cap ?? o.hair),
  ].join('');
}

function roundFigure(x: number, y: number, h: number, o: FigureOpts, fromBehind = false): string {
  // From behind, the figure is drawn slimmer and longer in the body, as fashion plates draw people.
  const u = h / 100;
  if (fromBehind) return slimFigure(x, y, h, o);
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
  out.push(circle(X(0), Y(91), 9 * u, fromBehind ? o.hair : o.skin));
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

/** A long, slim figure seen from behind: narrow shoulders, a small head of hair, long legs. */
function slimFigure(x: number, y: number, h: number, o: FigureOpts): string {
  const u = h / 100;
  const w = u * style().build;
  const X = (v: number) => x + v * w,
    Y = (v: number) => y - v * u;
  const [l, r] = o.hands ?? [
    [-12, 48],
    [12, 48],
  ];
  return [
    stroke(P`M${X(-3)} ${Y(50)}L${X(-4)} ${Y(2)}M${X(3)} ${Y(50)}L${X(4)} ${Y(2)}`, o.pants, 6 * u),
    o.longHair
      ? path(
          P`M${X(-7)} ${Y(92)}C${X(-9)} ${Y(80)} ${X(-8)} ${Y(70)} ${X(-5)} ${Y(66)}H${X(5)}C${X(8)} ${Y(70)} ${X(9)} ${Y(80)} ${X(7)} ${Y(92)}Z`,
          o.hair,
        )
      : '',
    stroke(P`M${X(-9)} ${Y(80)}L${X(l[0])} ${Y(l[1])}M${X(9)} ${Y(80)}L${X(r[0])} ${Y(r[1])}`, o.shirt, 4.5 * u),
    path(
      P`M${X(-10)} ${Y(82)}C${X(-10)} ${Y(70)} ${X(-6)} ${Y(62)} ${X(-7)} ${Y(48)}H${X(7)}C${X(6)} ${Y(62)} ${X(10)} ${Y(70)} ${X(10)} ${Y(82)}Z`,
      o.shirt,
    ),
    o.apron ? path(P`M${X(-6)} ${Y(72)}H${X(6)}L${X(8)} ${Y(40)}H${X(-8)}Z`, o.apron) : '',
    circle(X(l[0]), Y(l[1]), 2.6 * u, o.skin),
    circle(X(r[0]), Y(r[1]), 2.6 * u, o.skin),
    rect(X(-2.5), Y(87), 5 * u, 6 * u, o.skin),
    ellipse(X(0), Y(92), 6.5 * u, 7.5 * u, o.hair),
  ].join('');
}

/** Cycle through skin/hair combinations deterministically. */
export const look = (i: number) => ({ skin: SKIN[i % SKIN.length], hair: HAIR[(i * 2 + 1) % HAIR.length] });
