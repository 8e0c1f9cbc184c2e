/**
 * The home hero artwork: a browser, a phone and a dashboard card, drawn in brand
 * colours: a standalone SVG document, made into an image file at build time (render.server.tsx).
 */

interface HeroIllustrationProps {
  /** Which of the three slides; varies the composition. */
  variant: number;
}

const PALETTES = [
  ['#4338ca', '#f97316', '#0f766e'],
  ['#0f766e', '#4338ca', '#f97316'],
  ['#f97316', '#0f766e', '#4338ca'],
] as const;

export function HeroIllustration({ variant }: HeroIllustrationProps) {
  const [a, b, c] = PALETTES[variant % 3] ?? PALETTES[0];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 440" width="560" height="440">
      <circle cx="300" cy="220" r="190" fill={a} opacity="0.08" />
      <circle cx="470" cy="90" r="60" fill={b} opacity="0.14" />
      <rect x="40" y="70" width="380" height="260" rx="16" fill="#fff" stroke="#d8dee9" strokeWidth="2" />
      <rect x="40" y="70" width="380" height="34" rx="16" fill="#f1f5f9" />
      <circle cx="62" cy="87" r="5" fill="#f87171" />
      <circle cx="80" cy="87" r="5" fill="#fbbf24" />
      <circle cx="98" cy="87" r="5" fill="#34d399" />
      <rect x="64" y="126" width="170" height="16" rx="8" fill="#0b1226" />
      <rect x="64" y="152" width="220" height="10" rx="5" fill="#94a3b8" />
      <rect x="64" y="170" width="190" height="10" rx="5" fill="#94a3b8" />
      <rect x="64" y="196" width="96" height="30" rx="15" fill={a} />
      <rect x="64" y="250" width="104" height="58" rx="10" fill={a} opacity="0.14" />
      <rect x="178" y="250" width="104" height="58" rx="10" fill={b} opacity="0.16" />
      <rect x="292" y="250" width="104" height="58" rx="10" fill={c} opacity="0.16" />
      <rect x="300" y="120" width="100" height="100" rx="14" fill={b} opacity="0.2" />
      <path
        d="M318 196l22-30 18 18 24-36"
        fill="none"
        stroke={b}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="380" y="150" width="140" height="262" rx="24" fill="#0b1226" />
      <rect x="389" y="160" width="122" height="242" rx="17" fill="#f8fafc" />
      <rect x="389" y="172" width="122" height="40" fill={a} />
      <rect x="401" y="186" width="60" height="10" rx="5" fill="#fff" />
      <rect x="401" y="226" width="98" height="54" rx="10" fill={c} opacity="0.2" />
      <rect x="401" y="290" width="98" height="22" rx="8" fill="#fff" stroke="#e2e8f0" />
      <rect x="401" y="320" width="98" height="22" rx="8" fill="#fff" stroke="#e2e8f0" />
      <rect x="401" y="356" width="98" height="28" rx="14" fill={a} />
      <g transform="translate(20 300)">
        <rect width="170" height="96" rx="14" fill="#fff" stroke="#d8dee9" strokeWidth="2" />
        <circle cx="34" cy="34" r="16" fill={c} opacity="0.25" />
        <path
          d="M26 34l6 6 11-12"
          fill="none"
          stroke={c}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="60" y="24" width="90" height="9" rx="4.5" fill="#0b1226" />
        <rect x="60" y="40" width="60" height="8" rx="4" fill="#94a3b8" />
        <rect x="20" y="64" width="130" height="10" rx="5" fill="#e2e8f0" />
        <rect x="20" y="64" width="96" height="10" rx="5" fill={c} />
      </g>
    </svg>
  );
}
