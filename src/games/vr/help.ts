export const HELP = [] as { name: string; text: string }[];
