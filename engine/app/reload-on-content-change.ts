import { contentChangedEvent } from './content-changed.ts';

// The dev server's pages load this module (engine/prerender/vite-plugin-serve-pages.ts), never a built one: a page
// shows its content as the server rendered it, so it reloads when a content file changes.
import.meta.hot?.on(contentChangedEvent, () => window.location.reload());
