import { useLab } from "../state/context";

/** One line of a recap: what happened, and a button that opens the frame showing it. */
export function RecapEntry(props: { text: string; frame: number }) {
  const lab = useLab();
  return (
    <li>
      <button
        type="button"
        class="link"
        data-testid="recap-line"
        data-frame={props.frame + 1}
        onClick={() => lab.go(props.frame)}
      >
        {props.text}
      </button>{" "}
      <span class="note">{lab.t("ui.recap.frame", { n: props.frame + 1 })}</span>
    </li>
  );
}
