/**
 * The titles whose French is not complete yet (issue 25): their help topics, and for some their
 * renderer's and command's words, are still English, so the whole-title French scans
 * (test/i18n/french.test.ts, test/e2e/french.test.ts) are skipped for them. Every other
 * registered title is scanned; a title leaves this list in the change that makes its scans pass.
 */
export const FRENCH_PENDING: ReadonlySet<string> = new Set(['vr', 'na']);
