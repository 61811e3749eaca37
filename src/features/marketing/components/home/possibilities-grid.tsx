import type { ReactNode } from "react";
import { cn } from "#src/ui/cn.ts";
import { POSSIBILITIES_SECTION, type TileArt } from "../../content/home.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";

/** Home band 9: the image grid of possibilities. The images are drawn in SVG: no downloads, no shift. */
export function PossibilitiesSection() {
  return (
    <HomeSection id="possibilities">
      <SectionHeading id="possibilities" {...POSSIBILITIES_SECTION} align="center" />
      <ul className="mt-12 grid grid-flow-dense grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {POSSIBILITIES_SECTION.tiles.map((tile) => (
          <li
            key={tile.title}
            className={cn(
              "group relative overflow-hidden rounded-2xl border border-border bg-card",
              "wide" in tile && tile.wide ? "col-span-2 aspect-[2/1]" : "aspect-square",
            )}
          >
            <TileImage art={tile.art} hue={tile.hue} />
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-bg via-bg/85 to-transparent p-3 pt-10 sm:p-4 sm:pt-12">
              <h3 className="text-sm font-semibold sm:text-base">{tile.title}</h3>
              <p className="mt-0.5 text-xs text-muted-fg sm:text-sm">{tile.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

const ART: Record<TileArt, (c: { a: string; b: string }) => ReactNode> = {
  waves: ({ a, b }) =>
    Array.from({ length: 7 }, (_, i) => (
      <path
        key={i}
        d={`M0 ${40 + i * 14} Q 50 ${25 + i * 14}, 100 ${40 + i * 14} T 200 ${40 + i * 14}`}
        fill="none"
        stroke={i % 2 ? a : b}
        strokeWidth="3"
        opacity={0.3 + i * 0.1}
      />
    )),
  grid: ({ a, b }) =>
    Array.from({ length: 40 }, (_, i) => (
      <rect
        key={i}
        x={8 + (i % 10) * 19}
        y={10 + Math.floor(i / 10) * 19}
        width="15"
        height="15"
        rx="3"
        fill={(i * 7) % 5 === 0 ? a : b}
        opacity={(i * 7) % 5 === 0 ? 0.9 : 0.25}
      />
    )),
  orbits: ({ a, b }) => (
    <>
      {[20, 34, 48].map((r, i) => (
        <ellipse
          key={r}
          cx="100"
          cy="50"
          rx={r * 1.6}
          ry={r * 0.7}
          fill="none"
          stroke={b}
          opacity={0.5 - i * 0.1}
        />
      ))}
      <circle cx="100" cy="50" r="10" fill={a} />
      <circle cx="154" cy="44" r="4" fill={a} />
      <circle cx="56" cy="68" r="3" fill={b} />
    </>
  ),
  bars: ({ a, b }) =>
    [30, 52, 40, 68, 58, 80, 72].map((h, i) => (
      <rect
        key={i}
        x={18 + i * 24}
        y={95 - h}
        width="16"
        height={h}
        rx="3"
        fill={i === 5 ? a : b}
        opacity={i === 5 ? 1 : 0.45}
      />
    )),
  nodes: ({ a, b }) => {
    const pts = [
      [30, 30],
      [80, 20],
      [130, 40],
      [170, 25],
      [55, 70],
      [110, 80],
      [160, 75],
    ] as const;
    const links = [
      [0, 1],
      [1, 2],
      [2, 3],
      [0, 4],
      [4, 5],
      [5, 2],
      [5, 6],
      [6, 3],
    ] as const;
    return (
      <>
        {links.map(([p, q]) => (
          <line
            key={`${p}-${q}`}
            x1={pts[p][0]}
            y1={pts[p][1]}
            x2={pts[q][0]}
            y2={pts[q][1]}
            stroke={b}
            opacity="0.6"
          />
        ))}
        {pts.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i === 5 ? 7 : 4.5} fill={i === 5 ? a : b} />
        ))}
      </>
    );
  },
  rings: ({ a, b }) =>
    [36, 26, 16].map((r, i) => (
      <circle
        key={r}
        cx="100"
        cy="48"
        r={r}
        fill="none"
        stroke={i === 2 ? a : b}
        strokeWidth="6"
        opacity={0.4 + i * 0.25}
      />
    )),
  blocks: ({ a, b }) =>
    Array.from({ length: 12 }, (_, i) => (
      <rect
        key={i}
        x={20 + (i % 6) * 28}
        y={25 + Math.floor(i / 6) * 30 + (i % 2) * 6}
        width="22"
        height="22"
        rx="4"
        fill={i === 3 || i === 8 ? a : b}
        opacity={i === 3 || i === 8 ? 1 : 0.35}
      />
    )),
  spark: ({ a, b }) => (
    <>
      <path d="M100 8 L112 42 L148 50 L112 58 L100 92 L88 58 L52 50 L88 42 Z" fill={a} />
      <circle cx="150" cy="22" r="5" fill={b} />
      <circle cx="46" cy="80" r="4" fill={b} opacity="0.7" />
      <circle cx="160" cy="82" r="3" fill={b} opacity="0.5" />
    </>
  ),
};

function TileImage({ art, hue }: { art: TileArt; hue: number }) {
  const colors = { a: `hsl(${hue} 90% 58%)`, b: `hsl(${hue} 60% 50%)` };
  return (
    <svg
      viewBox="0 0 200 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className="absolute inset-0 h-full w-full"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 50% / 0.18), transparent 70%)` }}
    >
      {ART[art](colors)}
    </svg>
  );
}
