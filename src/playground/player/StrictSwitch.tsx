import { useLab } from "../state/context";
import "./strict-switch.css";

/**
 * The strict switch (issue 22): sets `constrainedSampling` on every tool offered; the trace is
 * played again, and the wire replays send what each adapter makes of it. One control, used in the
 * faults menu and on the providers frame, both reading and setting the session's choice.
 */
export function StrictSwitch(props: { testid: string }) {
  const lab = useLab();
  return (
    <label class="strict-switch" data-testid={props.testid} title={lab.t("ui.strict.switch-note")}>
      <input
        type="checkbox"
        role="switch"
        checked={lab.strict()}
        onChange={(e) => lab.setStrict(e.currentTarget.checked)}
      />
      <span>{lab.t("ui.strict.switch")}</span>
    </label>
  );
}
