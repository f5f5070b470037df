/** Small stroke icons for the stepper and the header: drawn, so they look the same with any font. */
const PATHS: Record<string, string> = {
  first: "M5 4v12M15 4l-7 6 7 6z",
  prev: "M14 4l-8 6 8 6z",
  next: "M6 4l8 6-8 6z",
  last: "M15 4v12M5 4l7 6-7 6z",
  play: "M6 3l10 7-10 7z",
  pause: "M6 4v12M14 4v12",
  sun: "M10 6a4 4 0 1 0 0 8a4 4 0 1 0 0-8M10 1v2M10 17v2M1 10h2M17 10h2M3.6 3.6l1.4 1.4M15 15l1.4 1.4M3.6 16.4L5 15M15 5l1.4-1.4",
  moon: "M15 13A7 7 0 0 1 7 5a7 7 0 1 0 8 8z",
  projector: "M2 6h16v8H2zM6 14l-2 4M14 14l2 4M13 10a2 2 0 1 0 0 .1",
  open: "M2 5h6l2 2h8v9H2zM10 9v5M7.5 11.5L10 9l2.5 2.5",
  present: "M2 3h16v11H2zM10 14v3M6 18h8M8.5 6.5l3.5 2-3.5 2z",
  check: "M4 10.5l4 4 8-9",
  menu: "M3 5h14M3 10h14M3 15h14",
  file: "M5 2h7l4 4v12H5zM12 2v4h4",
  folder: "M2 5h6l2 2h8v9H2z",
};

/**
 * An icon by name; decorative (the button carries the label), or, given `label`, an image with that
 * name (a folder entry's kind, read out before its name).
 */
export function Icon(props: { name: keyof typeof PATHS; label?: string }) {
  const filled = () => ["prev", "next", "play"].includes(props.name);
  return (
    <svg
      class="icon-svg"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      role={props.label ? "img" : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : "true"}
    >
      <path
        d={PATHS[props.name]}
        fill={filled() ? "currentColor" : "none"}
        stroke="currentColor"
        stroke-width="2"
        stroke-linejoin="round"
        stroke-linecap="round"
      />
    </svg>
  );
}
