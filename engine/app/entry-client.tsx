import '../theme/islands.css';
import { hydrateIslands } from './hydrate-islands.tsx';

// The page is prerendered whole; the browser only brings its islands to life, each on its own.
await hydrateIslands(document);
