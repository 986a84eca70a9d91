import { pandaConfigOf } from './engine/theme/panda-config.ts';
import site from './site.config.ts';

// Panda compiles this site's islands' styles from the brand its definition gives (`npm run theme`, the dev server,
// Storybook, `npm run build`). Another site's root has its own, which `npm run build -- <root>` reads.
export default pandaConfigOf(site);
