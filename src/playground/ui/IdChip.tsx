import { useLab } from "../state/context";

/**
 * A tool-call id. Hovering or focusing it highlights every place the same call appears: the call,
 * its result, and the normalized copy another API received (`group` is the original id).
 */
export function IdChip(props: { id: string; group?: string }) {
  const lab = useLab();
  const group = () => props.group ?? props.id;
  return (
    <code
      class="id-chip"
      classList={{ highlighted: lab.highlightId() === group() }}
      tabindex="0"
      data-id={group()}
      title={props.id}
      onMouseEnter={() => lab.setHighlightId(group())}
      onMouseLeave={() => lab.setHighlightId(undefined)}
      onFocus={() => lab.setHighlightId(group())}
      onBlur={() => lab.setHighlightId(undefined)}
    >
      {props.id}
    </code>
  );
}
