// Houses assembled from a description of their form (storeys, width, roof,
// porch, garage, turret...), so listings of different styles differ in shape
// and not only in colour. Front elevation, ground at y = 0, centred on x = 0.
import { Art, P, circle, path, poly, rect, stroke } from '../svg';
import { windowGlass } from './buildings';

export type Roof = 'gable' | 'steep' | 'front' | 'hip' | 'flat' | 'shed' | 'mansard';

export interface HomeForm {
  storeys: 1 | 2 | 3;
  /** Width of the main body. */
  width: number;
  roof: Roof;
  porch?: 'full' | 'entry' | 'arch';
  garage?: 'left' | 'right';
  /** Lower one-storey wings on both sides. */
  wings?: boolean;
  chimney?: boolean;
  dormers?: number;
  turret?: boolean;
  shutters?: boolean;
  /** Arched window heads (Spanish, Mediterranean). */
  arches?: boolean;
  /** Roof drawn as clay tiles. */
  tiles?: boolean;
  /** Window frames and porch posts in this colour rather than white (the black frames of a modern farmhouse). */
  trim?: string;
  /** Board-and-batten siding: narrow vertical battens over the walls. */
  battens?: boolean;
  /** Windows as single large panes without a middle bar. */
  picture?: boolean;
}

export interface HomeColors {
  wall: string;
  accent: string;
  roof: string;
  lit: boolean;
}

const STOREY = 120;
const WHITE = '#fff';

/** Total width the house takes, so callers can scale it into a frame. */
export function homeSpan(f: HomeForm): number {
  return f.width + (f.garage ? 230 : 0) + (f.wings ? 300 : 0) + (f.turret ? 60 : 0) + 60;
}

export function home(a: Art, f: HomeForm, c: HomeColors): string {
  const glass = windowGlass(a, c.lit);
  const TRIM = f.trim ?? WHITE;
  // Every window's middle bar, gathered into one path drawn over the windows at the end.
  let mullions = '';
  const roofFill = f.tiles
    ? a.pattern(
        24,
        16,
        rect(0, 0, 24, 16, c.roof) +
          path('M0 16Q12 4 24 16', 'none', { stroke: '#000', 'stroke-opacity': 0.22, 'stroke-width': 3 }),
      )
    : c.roof;
  const w = f.width,
    x0 = -w / 2,
    h = f.storeys * STOREY;
  const win = (x: number, y: number, ww: number, wh: number) => {
    if (!f.arches && !f.picture) mullions += P`M${x + ww / 2} ${y}V${y + wh}`;
    return (
      (f.shutters ? rect(x - 22, y, 16, wh, c.accent) + rect(x + ww + 6, y, 16, wh, c.accent) : '') +
      (f.arches
        ? path(
            P`M${x - 4} ${y + wh + 4}V${y + ww / 2}A${ww / 2 + 4} ${ww / 2 + 4} 0 0 1 ${x + ww + 4} ${y + ww / 2}V${y + wh + 4}Z`,
            TRIM,
          ) + path(P`M${x} ${y + wh}V${y + ww / 2}A${ww / 2} ${ww / 2} 0 0 1 ${x + ww} ${y + ww / 2}V${y + wh}Z`, glass)
        : rect(x - 4, y - 4, ww + 8, wh + 8, TRIM) + rect(x, y, ww, wh, glass))
    );
  };
  const out: string[] = [];
  const back: string[] = [];

  // Wings and garage sit behind the main body's edges.
  if (f.wings)
    for (const side of [-1, 1]) {
      const wx = side < 0 ? x0 - 150 : x0 + w;
      back.push(
        rect(wx, -STOREY, 150, STOREY, c.wall),
        rect(wx - 10, -STOREY - 14, 170, 16, roofFill),
        win(wx + 45, -92, 60, 70),
      );
    }
  if (f.garage) {
    const gx = f.garage === 'left' ? x0 - 230 : x0 + w;
    back.push(
      rect(gx, -140, 230, 140, c.wall),
      poly(
        [
          [gx - 14, -136],
          [gx + 115, -196],
          [gx + 244, -136],
        ],
        roofFill,
      ),
    );
    back.push(
      rect(gx + 26, -110, 178, 110, TRIM),
      rect(
        gx + 32,
        -104,
        166,
        104,
        a.lin([
          [0, '#e9ecef'],
          [1, '#c3c9cf'],
        ]),
      ),
      stroke(
        P`M${gx + 32} ${-78}H${gx + 198}M${gx + 32} ${-52}H${gx + 198}M${gx + 32} ${-26}H${gx + 198}`,
        '#aab1b8',
        3,
      ),
    );
  }

  // Roof first where it rises behind the walls' top edge.
  const top = -h;
  const eave = 24;
  switch (f.roof) {
    case 'gable':
      out.push(
        poly(
          [
            [x0 - eave, top + 6],
            [0, top - w * 0.28],
            [-x0 + eave, top + 6],
          ],
          roofFill,
        ),
      );
      break;
    case 'steep':
      out.push(
        poly(
          [
            [x0 - eave, top + 6],
            [0, top - w * 0.55],
            [-x0 + eave, top + 6],
          ],
          roofFill,
        ),
      );
      break;
    case 'front':
      out.push(
        poly(
          [
            [x0 - eave * 1.5, top + 10],
            [0, top - w * 0.36],
            [-x0 + eave * 1.5, top + 10],
          ],
          roofFill,
        ),
        poly(
          [
            [x0 + 40, top],
            [0, top - w * 0.3],
            [-x0 - 40, top],
          ],
          c.accent,
        ),
        stroke(P`M${x0 + 70} ${top - 20}H${-x0 - 70}`, '#000', 3, { opacity: 0.15 }),
      );
      break;
    case 'hip':
      out.push(
        poly(
          [
            [x0 - eave, top + 6],
            [x0 + w * 0.22, top - w * 0.16],
            [-x0 - w * 0.22, top - w * 0.16],
            [-x0 + eave, top + 6],
          ],
          roofFill,
        ),
      );
      break;
    case 'mansard':
      out.push(
        poly(
          [
            [x0 - eave, top + 6],
            [x0 + 10, top - 110],
            [-x0 - 10, top - 110],
            [-x0 + eave, top + 6],
          ],
          roofFill,
        ),
        rect(x0 + 4, top - 124, w - 8, 16, c.accent),
      );
      break;
    case 'shed':
      out.push(
        poly(
          [
            [x0 - eave, top + 4],
            [x0 - eave, top - 70],
            [-x0 + eave, top - 14],
            [-x0 + eave, top + 4],
          ],
          roofFill,
        ),
      );
      break;
    case 'flat':
      out.push(rect(x0 - 12, top - 18, w + 24, 20, roofFill));
      break;
  }
  if (f.chimney) out.unshift(rect(-x0 - w * 0.22, top - w * 0.34, 40, w * 0.3, c.accent));
  out.push(rect(x0, top, w, h, c.wall), path(P`M${x0} ${top}H${-x0}V${top + 14}H${x0}Z`, '#000', { opacity: 0.14 }));
  if (f.battens) {
    // Battens run up the walls and, under a front gable, up into the gable too.
    let d = '';
    for (let bx = x0 + 14; bx < -x0; bx += 18) {
      const rise = f.roof === 'front' ? Math.max(0, w * 0.3 - 2 * Math.abs(bx) * 0.3 - 6) : 0;
      d += P`M${bx} ${top - rise}V0`;
    }
    out.push(stroke(d, '#000', 2, { opacity: 0.1 }));
  }

  // Windows: a row per storey, the door's column left free on the ground floor.
  const cols = Math.max(2, Math.round(w / 120));
  const step = w / cols;
  for (let s = 0; s < f.storeys; s++) {
    const y = -STOREY * (s + 1) + 26;
    for (let i = 0; i < cols; i++) {
      const cx = x0 + step * (i + 0.5);
      if (s === 0 && Math.abs(cx) < step / 2) continue;
      out.push(win(cx - 28, y, 56, 76));
    }
  }
  if (f.dormers)
    for (let i = 0; i < f.dormers; i++) {
      const dx = (i - (f.dormers - 1) / 2) * (w / (f.dormers + 0.6));
      out.push(
        rect(dx - 40, top - 86, 80, 86, c.wall),
        poly(
          [
            [dx - 52, top - 80],
            [dx, top - 130],
            [dx + 52, top - 80],
          ],
          roofFill,
        ),
        win(dx - 22, top - 72, 44, 56),
      );
    }
  if (f.roof === 'mansard') for (const dx of [-w / 4, w / 4]) out.push(win(dx - 24, top - 96, 48, 66));

  // Door and porch.
  const door = f.arches ? path('M-30 0V-74A30 30 0 0 1 30 -74V0Z', '#6b4a33') : rect(-30, -100, 60, 100, '#6b4a33');
  out.push(door, circle(18, -50, 4, '#d8b46a'));
  if (f.porch === 'full') {
    out.push(rect(x0 - 10, -STOREY - 4, w + 20, 18, roofFill), rect(x0 - 10, -8, w + 20, 10, '#cfc8bc'));
    for (let i = 0; i <= 4; i++) out.push(rect(x0 + (w * i) / 4 - 7, -STOREY + 12, 14, STOREY - 18, TRIM));
    out.push(stroke(P`M${x0} -40H${-x0}`, TRIM, 5, { 'stroke-linecap': 'butt' }));
  } else if (f.porch === 'entry') {
    out.push(
      poly(
        [
          [-64, -104],
          [0, -140],
          [64, -104],
        ],
        roofFill,
      ),
      rect(-58, -104, 10, 104, TRIM),
      rect(48, -104, 10, 104, TRIM),
    );
  } else if (f.porch === 'arch') {
    out.push(path('M-62 0V-76A62 62 0 0 1 62 -76V0H48V-76A48 48 0 0 0 -48 -76V0Z', c.accent));
  }

  // A round corner tower with a pointed cap (Victorian).
  if (f.turret) {
    const tx = -x0 - 10,
      th = h + 40;
    out.push(
      rect(tx - 50, -th, 100, th, c.accent),
      poly(
        [
          [tx - 62, -th + 4],
          [tx, -th - 150],
          [tx + 62, -th + 4],
        ],
        roofFill,
      ),
    );
    for (let s = 0; s < f.storeys; s++)
      out.push(rect(tx - 20, -STOREY * (s + 1) + 10, 40, 70, glass, { stroke: TRIM, 'stroke-width': 6 }));
  }
  if (mullions) out.push(stroke(mullions, TRIM, 4, { 'stroke-linecap': 'butt' }));
  if (c.lit) out.push(rect(-homeSpan(f) / 2, -10, homeSpan(f), 14, '#ffcf7a', { opacity: 0.12 }));
  return back.join('') + out.join('');
}
