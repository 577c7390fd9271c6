// Draws the demo pictures: a car silhouette over a coloured background with the model's name, as SVG that
// sharp rasterises. Kept small (640x400) so seeding stays quick.

export type BodyStyle = 'sedan' | 'suv' | 'hatchback' | 'pickup' | 'microbus' | 'electric';

const WIDTH = 640;
const HEIGHT = 400;

const BODIES: Record<BodyStyle, string> = {
  sedan: 'M70 265 L110 225 L215 212 L270 160 L400 158 L470 210 L560 222 Q590 228 588 262 L588 282 L72 282 Z',
  electric:
    'M70 268 L105 228 L210 210 L280 158 L410 160 L490 212 L565 226 Q592 232 590 264 L590 282 L72 282 Z',
  hatchback:
    'M90 265 L125 222 L215 208 L270 150 L430 150 L500 205 L540 215 Q560 222 558 262 L558 282 L92 282 Z',
  suv: 'M70 270 L90 215 L200 205 L240 130 L470 130 L520 200 L565 212 Q590 220 588 262 L588 284 L72 284 Z',
  pickup: 'M60 270 L80 212 L200 204 L235 140 L350 140 L375 204 L585 204 L590 284 L62 284 Z',
  microbus: 'M80 280 L80 170 Q82 120 140 118 L520 118 Q575 120 585 190 L590 284 L82 284 Z',
};

const WINDOWS: Record<BodyStyle, string> = {
  sedan: 'M230 210 L280 170 L335 168 L335 210 Z M350 210 L350 168 L395 168 L445 210 Z',
  electric: 'M235 208 L288 168 L345 168 L345 208 Z M360 208 L360 168 L405 170 L460 208 Z',
  hatchback: 'M230 205 L280 162 L345 162 L345 205 Z M360 205 L360 162 L425 162 L480 205 Z',
  suv: 'M215 200 L250 142 L350 142 L350 200 Z M365 200 L365 142 L460 142 L500 200 Z',
  pickup: 'M212 200 L244 152 L338 152 L355 200 Z',
  microbus:
    'M110 180 L110 140 Q112 132 130 132 L240 132 L240 180 Z M255 180 L255 132 L380 132 L380 180 Z M395 180 L395 132 L510 132 Q550 134 560 180 Z',
};

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/**
 * The "camera" of a demo photo: the whole car from the side, the other side (mirrored), or a close-up on a point
 * of it (zoom around x, y), so a listing's gallery shows several different pictures.
 */
export const CAR_VIEWS = {
  side: '',
  'other side': `translate(${WIDTH} 0) scale(-1 1)`,
  front: zoom(560, 235, 1.9),
  rear: zoom(90, 240, 1.9),
  wheel: zoom(490, 284, 2.6),
  cabin: zoom(340, 185, 1.7),
} as const;
export type CarView = keyof typeof CAR_VIEWS;

function zoom(x: number, y: number, scale: number): string {
  return `translate(${WIDTH / 2} ${HEIGHT / 2}) scale(${scale}) translate(${-x} ${-y})`;
}

export function drawCarSvg(options: {
  title: string;
  subtitle?: string;
  hue: number;
  body: BodyStyle;
  view?: CarView;
}): Buffer {
  const { title, subtitle = '', hue, body, view = 'side' } = options;
  const wheel = (cx: number): string =>
    `<circle cx="${cx}" cy="284" r="42" fill="#1f2328"/><circle cx="${cx}" cy="284" r="20" fill="#c9ced6"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,72%)"/>
      <stop offset="1" stop-color="hsl(${hue},55%,45%)"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect y="318" width="${WIDTH}" height="82" fill="hsl(${hue},25%,25%)"/>
  <g transform="${CAR_VIEWS[view]}">
  <path d="${BODIES[body]}" fill="hsl(${(hue + 180) % 360},65%,48%)" stroke="#1f2328" stroke-width="4" stroke-linejoin="round"/>
  <path d="${WINDOWS[body]}" fill="#dfe9f3" opacity="0.9"/>
  ${wheel(body === 'hatchback' ? 180 : 170)}${wheel(body === 'hatchback' ? 470 : 490)}
  </g>
  <text x="320" y="58" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
  <text x="320" y="370" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#f2f4f7" text-anchor="middle">${escapeXml(subtitle)}</text>
</svg>`;
  return Buffer.from(svg);
}
