// The web studio's own pictures: an abstract gradient hero of floating browser
// windows and a designer's desk.
import type { Kit } from '../kit';
import { THEMES } from '../themes';
import { Art, Color, Pic, circle, el, ellipse, g, path, rect, stroke } from '../svg';
import { plant } from '../parts/buildings';
import { floorLamp, mug } from '../parts/interior';
import { HAIR, SKIN, portrait } from '../parts/people';

const t = THEMES.studio;
const violet = t.primary;
const cyan = t.secondary;

/** Browser window with a generic page layout inside; (x, y) top-left. */
function browser(a: Art, x: number, y: number, w: number, h: number, accent: Color, dark = false): string {
  const bar = h * 0.09;
  const page = dark ? '#1b1d2e' : '#ffffff';
  const line = dark ? '#3a3d5c' : '#e4e6f0';
  const out = [rect(x + 10, y + 18, w, h, '#000', { rx: 14, opacity: 0.18 })];
  out.push(
    rect(x, y, w, h, page, { rx: 14 }),
    rect(x, y, w, bar, dark ? '#2a2d45' : '#eef0f6', { rx: 14 }),
    rect(x, y + bar - 10, w, 10, dark ? '#2a2d45' : '#eef0f6'),
  );
  out.push(
    circle(x + bar * 0.6, y + bar / 2, bar * 0.16, '#ff6b6b'),
    circle(x + bar * 1.1, y + bar / 2, bar * 0.16, '#ffd166'),
    circle(x + bar * 1.6, y + bar / 2, bar * 0.16, '#06d6a0'),
  );
  out.push(rect(x + w * 0.3, y + bar * 0.25, w * 0.4, bar * 0.5, dark ? '#1b1d2e' : '#fff', { rx: bar * 0.25 }));
  const pad = w * 0.06,
    top = y + bar + pad * 0.6;
  out.push(
    rect(x + pad, top, w * 0.16, h * 0.04, accent.hex, { rx: h * 0.02 }),
    rect(x + w - pad - w * 0.3, top, w * 0.3, h * 0.04, line, { rx: h * 0.02 }),
  );
  const heroH = h * 0.34;
  out.push(
    rect(
      x + pad,
      top + h * 0.09,
      w - 2 * pad,
      heroH,
      a.lin(
        [
          [0, accent.d(8)],
          [1, accent.shift(-40, 0, 0).d(4)],
        ],
        0,
        0,
        1,
        1,
      ),
      { rx: 10 },
    ),
  );
  out.push(
    rect(x + pad * 1.6, top + h * 0.17, w * 0.4, h * 0.05, '#fff', { rx: h * 0.025, opacity: 0.9 }),
    rect(x + pad * 1.6, top + h * 0.25, w * 0.26, h * 0.035, '#fff', { rx: h * 0.02, opacity: 0.6 }),
  );
  const cw = (w - 2 * pad - 2 * pad * 0.5) / 3,
    cy = top + h * 0.09 + heroH + pad * 0.5;
  for (let i = 0; i < 3; i++) {
    const cx = x + pad + i * (cw + pad * 0.5);
    out.push(
      rect(cx, cy, cw, h - (cy - y) - pad * 0.6, line, { rx: 8 }),
      rect(cx + cw * 0.1, cy + cw * 0.12, cw * 0.35, cw * 0.35, accent.d(30 - i * 10), { rx: 8 }),
    );
  }
  return out.join('');
}

function blobs(a: Art, w: number, h: number): string {
  return (
    ellipse(
      w * 0.15,
      h * 0.2,
      w * 0.35,
      h * 0.5,
      a.rad([
        [0, cyan.d(20), 0.8],
        [1, cyan.hex, 0],
      ]),
    ) +
    ellipse(
      w * 0.85,
      h * 0.85,
      w * 0.35,
      h * 0.55,
      a.rad([
        [0, '#ff7ab6', 0.7],
        [1, '#ff7ab6', 0],
      ]),
    ) +
    ellipse(
      w * 0.7,
      h * 0.1,
      w * 0.25,
      h * 0.35,
      a.rad([
        [0, violet.d(25), 0.7],
        [1, violet.hex, 0],
      ]),
    )
  );
}

export const studioKit: Pick<Kit, 'about'> & Record<'collage' | 'backdrop' | 'owner', (a: Art) => Pic> = {
  /** The studio's owner, who is the studio: a face beside "Brightline is me", and the journal's author. */
  owner(a) {
    return {
      title: 'Portrait of Alex Rivera, the web developer behind Brightline',
      body: portrait(a, {
        bg: violet.shift(0, -20, 30),
        skin: SKIN[2],
        hair: HAIR[0],
        style: 'curly',
        shirt: violet,
        glasses: true,
      }),
    };
  },
  /** The home hero's picture, shown whole beside the headline: windows arranged inside the frame. */
  collage(a) {
    const W = 1200,
      H = 960;
    const body =
      rect(
        0,
        0,
        W,
        H,
        a.lin(
          [
            [0, violet.d(-8)],
            [0.6, violet.shift(-20, 0, 0).d(4)],
            [1, cyan.hex],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
      blobs(a, W, H) +
      g({ transform: 'rotate(-5 300 640)', opacity: 0.95 }, browser(a, 70, 470, 470, 340, cyan, true)) +
      browser(a, 250, 110, 660, 480, violet) +
      g({ transform: 'rotate(4 930 660)' }, browser(a, 720, 500, 400, 300, new Color(330, 80, 60))) +
      rect(820, 60, 220, 60, '#fff', { rx: 30, opacity: 0.95 }) +
      rect(844, 82, 120, 16, violet.hex, { rx: 8 }) +
      circle(1004, 90, 15, cyan.hex) +
      rect(80, 150, 130, 68, '#fff', { rx: 34, opacity: 0.9 }) +
      circle(176, 184, 25, violet.hex);
    return { title: 'Three browser windows showing colourful website layouts on a violet and teal gradient', body };
  },
  /** Inner pages' header: colour only, nothing that could sit behind a headline. */
  backdrop(a) {
    const body =
      rect(
        0,
        0,
        1600,
        900,
        a.lin(
          [
            [0, '#ffffff'],
            [1, violet.at(92, 60)],
          ],
          0,
          0,
          1,
          1,
        ),
      ) + blobs(a, 1600, 900);
    return { title: 'Soft violet, teal and pink gradient', body };
  },
  about(a) {
    const out = [
      rect(
        0,
        0,
        1200,
        800,
        a.lin([
          [0, '#f3f1fb'],
          [1, '#e6e3f4'],
        ]),
      ),
    ];
    out.push(
      rect(80, 80, 300, 200, '#fff', { rx: 8 }),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(100 + i * 54, 100, 44, 120, [violet.hex, cyan.hex, '#ff7ab6', '#ffd166', '#1b1d2e'][i], { rx: 6 }),
      ),
      rect(100, 236, 200, 14, '#d9d6ea', { rx: 7 }),
    );
    out.push(
      rect(440, 100, 180, 130, '#fff8c4', { transform: 'rotate(-4 530 165)' }),
      stroke('M470 140h110M470 170h80M470 200h100', '#b8ad5a', 5),
      rect(660, 120, 150, 110, '#c9f2ff', { transform: 'rotate(3 735 175)' }),
    );
    out.push(
      rect(0, 560, 1200, 30, '#c8a27a'),
      rect(0, 590, 1200, 210, '#a07e5c'),
      rect(60, 590, 24, 210, '#7a5c40'),
      rect(1116, 590, 24, 210, '#7a5c40'),
    );
    // Laptop: screen shows a tiny website so the picture says "web design".
    out.push(path('M360 560L380 540H820L840 560Z', '#b8bcc8'), rect(400, 250, 400, 290, '#22243a', { rx: 14 }));
    out.push(
      el(
        'svg',
        { x: 414, y: 264, width: 372, height: 262, viewBox: '0 0 620 460' },
        browser(a, 0, 0, 620, 460, violet),
      ),
    );
    out.push(
      floorLamp(a, 1000, 560, 330, cyan.d(30)),
      mug(890, 560, 50, violet.hex),
      plant(210, 560, 220, '#3f8a4a', '#fff'),
    );
    out.push(rect(880, 540, 180, 20, '#fff', { rx: 4 }), rect(890, 530, 160, 10, '#eceaf6', { rx: 3 }));
    return {
      title: 'Designer desk with a laptop showing a website mock-up, colour swatches and sticky notes',
      body: out.join(''),
    };
  },
};
