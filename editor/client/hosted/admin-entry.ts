import { config } from 'zod';
import { adminBase } from './admin-base.ts';
import { previewAddress } from '../../own-addresses.ts';

// Without eval: zod's faster parsers are compiled with `new Function`, which the site's CSP forbids (and whose probe
// the browser reports as a violation even though zod catches it).
config({ jitless: true });

// The one document of /admin/ (every address under it is served this file): the preview it frames is the site's
// own blocks and theme, the rest the editor; each loads only its own code.
if (window.location.pathname === previewAddress(adminBase)) void import('../preview.tsx');
else void import('./admin-main.tsx');
