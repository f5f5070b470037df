import { useLab } from "../state/context";
import { Icon } from "../ui/Icon";

/** Opens scenario files from disk through a hidden file input. */
export function OpenFileButton() {
  const lab = useLab();
  let fileInput!: HTMLInputElement;
  const onFile = async () => {
    const files = [...(fileInput.files ?? [])];
    fileInput.value = ""; // the same file can be opened again after editing it
    await lab.openScenarioFiles(files);
  };
  return (
    <>
      {/* Its words are its name; below 1024 px they are read out but not drawn, and the tooltip says them. */}
      <button
        type="button"
        class="button"
        data-testid="open-file-button"
        onClick={() => fileInput.click()}
        title={lab.t("ui.open-file")}
      >
        <Icon name="open" />
        <span class="label">{lab.t("ui.open-file.short")}</span>
      </button>
      <input
        ref={fileInput}
        data-testid="open-scenario-file"
        class="visually-hidden"
        tabindex="-1"
        type="file"
        accept=".json,application/json"
        aria-label={lab.t("ui.open-file")}
        onChange={onFile}
      />
    </>
  );
}
