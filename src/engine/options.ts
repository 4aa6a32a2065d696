import { z } from 'zod';

/**
 * An on/off table option: typed as text on `/game new` ("special=yes", "difficult=on"), stored as
 * a boolean (a stored record parses again as it is).
 */
export const optionFlag = z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => v === 'true' || v === 'yes' || v === 'on')]);
