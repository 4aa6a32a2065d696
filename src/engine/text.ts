/** Cuts text to a limit (a button label, a detail, a Discord message), marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
