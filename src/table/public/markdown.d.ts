/** Types of ./markdown.js (plain JavaScript served to the page as is). */
export function escapeHtml(s: string): string;
export function renderMarkdown(text: string, names: { nameOf(id: string): string; channelName(id: string): string | undefined }): string;
