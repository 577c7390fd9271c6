// App-download badges drawn here as small SVGs (no downloaded artwork). There is no mobile app yet,
// so they are images, not links.
const badgeStyle = { display: 'block' } as const;

export function AppStoreBadge() {
  return (
    <svg
      role="img"
      aria-label="Download on the App Store"
      width="135"
      height="40"
      viewBox="0 0 135 40"
      style={badgeStyle}
    >
      <rect width="135" height="40" rx="6" fill="#000" stroke="#a6a6a6" />
      <path
        d="M24.8 20.3c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9zM22.4 13.1c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
        fill="#fff"
      />
      <text x="40" y="16" fill="#fff" fontSize="8" fontFamily="system-ui, sans-serif">
        Download on the
      </text>
      <text x="40" y="30" fill="#fff" fontSize="14" fontWeight="600" fontFamily="system-ui, sans-serif">
        App Store
      </text>
    </svg>
  );
}

export function GooglePlayBadge() {
  return (
    <svg
      role="img"
      aria-label="Get it on Google Play"
      width="135"
      height="40"
      viewBox="0 0 135 40"
      style={badgeStyle}
    >
      <rect width="135" height="40" rx="6" fill="#000" stroke="#a6a6a6" />
      <path d="M10 8.5v23l12-11.5z" fill="#00d7fe" />
      <path d="M10 8.5l16.5 9.2-4.5 2.3z" fill="#00f076" />
      <path d="M10 31.5l12-11.5 4.5 2.3z" fill="#ff3a44" />
      <path d="M26.5 17.7l4 2.3-4 2.3-4.5-2.3z" fill="#ffd500" />
      <text x="40" y="16" fill="#fff" fontSize="8" fontFamily="system-ui, sans-serif">
        GET IT ON
      </text>
      <text x="40" y="30" fill="#fff" fontSize="14" fontWeight="600" fontFamily="system-ui, sans-serif">
        Google Play
      </text>
    </svg>
  );
}
