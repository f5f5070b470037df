import { createContext, useContext, type JSX } from "solid-js";
import type { LabStore } from "./store";

const LabContext = createContext<LabStore>();

/** Makes the store available to every view below. */
export function LabProvider(props: { store: LabStore; children: JSX.Element }) {
  // eslint-disable-next-line solid/reactivity -- a page makes one store, and a Provider reads its value once by design
  return <LabContext.Provider value={props.store}>{props.children}</LabContext.Provider>;
}

/** The lab's store. Throws outside `LabProvider`, so a misplaced view fails loudly in development. */
export function useLab(): LabStore {
  const store = useContext(LabContext);
  if (!store) throw new Error("useLab() called outside <LabProvider>");
  return store;
}
