/** The lens's views that load only once the lens is on (one chunk, with the plot): see `lazy.ts`. */
export { LensPane } from "./LensPane";
export { LensSummaryView } from "./LensSummaryView";
export { LensStrip } from "./LensStrip";
