// The render pool's worker entry. Node 20 does not apply the parent's `--import tsx` loader hooks
// inside worker threads, so each worker registers tsx itself before it loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./worker.ts');

export default render;
