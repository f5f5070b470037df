import { NAME_CHARS } from "../long-values";
import { Clipped } from "../ui/Clipped";
import { IdChip } from "../ui/IdChip";

/** A tool call as the stages name it: its id chip, then its tool name (clipped when long). */
export function CallName(props: { id: string; name: string }) {
  return (
    <>
      <IdChip id={props.id} />{" "}
      <code>
        <Clipped text={props.name} max={NAME_CHARS} />
      </code>
    </>
  );
}
