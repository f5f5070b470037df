/**
 * What the faults menu says about a fault beside its label: what it does (one line, also its
 * tooltip) and, for a fault that shows nothing alone, which fault it needs (`FAULT_NEEDS`). The
 * keys are `fault-words.ts`'s, loaded with the menu.
 */
import { FAULT_NEEDS, faultName, type FaultName } from "../../engine/round/faults";

/** The keys of a fault's explanation, in order: what it does, then what it needs, if anything. */
export function faultExplanation(id: string): string[] {
  const needs = FAULT_NEEDS[faultName(id) as FaultName];
  return [`hint.${id}`, ...(needs ? [`needs.${needs}`] : [])];
}
