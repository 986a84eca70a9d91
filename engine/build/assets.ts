import type { Manifest } from 'vite';
import type { IslandMark } from '../render/islands-in.ts';

export const clientEntry = 'engine/app/entry-client.tsx';

/** What an island drawn with Chakra components loads with it (engine/app/hydrate-islands.tsx). */
export const chakraIslandRoot = 'engine/app/ChakraIslandRoot.tsx';

/** Every chunk a manifest entry imports statically, itself first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((child) => staticClosure(manifest, child, seen))];
}

/**
 * What a prerendered page needs after its critical CSS: a small inline script that, once the page has loaded
 * and its largest paint is on screen (`startWhenPainted`: that paint owes nothing to JavaScript), preloads
 * side by side the entry's imports and the code of every island on the page (`islands`, found in its HTML by
 * `islandsIn`), with Chakra's style system only when an island still needs it, then imports the entry, which
 * hydrates them. A page without islands loads no script.
 */
export function routeAssetTags(manifest: Manifest, islands: readonly IslandMark[]): string {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} missing from the build manifest`);
  const modules = [...islands.map((island) => island.module), ...(islands.some((island) => island.chakra) ? [chakraIslandRoot] : [])];
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} missing from the build manifest: is it still loaded with import()?`);
  }
  const preloads = new Set([...staticClosure(manifest, clientEntry), ...modules.flatMap((key) => staticClosure(manifest, key))]);
  preloads.delete(clientEntry);
  const css = [...preloads, clientEntry].flatMap((key) => manifest[key]?.css ?? []);
  const stylesheets = [...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}">`);
  if (islands.length === 0) return stylesheets.join('');
  const scripts = [...preloads].map((key) => `/${manifest[key]!.file}`);
  return [...stylesheets, `<script type="module">${hydrationLoader(`/${entry.file}`, scripts)}</script>`].join('');
}

/**
 * When the loader starts: once the page has loaded, its fonts are ready and its largest paint is on screen.
 * A frame after `load` was not enough: Chromium requested the scripts 100–200 ms before the largest
 * paint (tests/e2e/landing.ts), and Lighthouse's simulated LCP counts every request made before the LCP
 * it observed (one run of /alignement-equipes: LCP 3.2 s, against 2.1 s for the page without scripts).
 * The browser reports no LCP for a hidden page, nor once the visitor has clicked, pressed a key or
 * scrolled: a visitor who acts before the largest paint must not leave the page without its scripts.
 * The first input may precede the loader itself (the `first-input` entry, buffered, tells); 5 s is the
 * last resort when the browser reports neither (a key pressed before the page was parsed, or a scroll
 * made before the loader ran).
 */
const startWhenPainted =
  `const loaded=new Promise((done)=>document.readyState==='complete'?done():addEventListener('load',done,{once:true}));` +
  `const painted=new Promise((done)=>{if(document.visibilityState!=='visible'||!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint'))return done();` +
  `for(const type of ['visibilitychange','scroll'])addEventListener(type,done,{once:true,capture:true,passive:true});` +
  `for(const type of ['largest-contentful-paint','first-input'])new PerformanceObserver(()=>done()).observe({type,buffered:true});setTimeout(done,5000)});` +
  `Promise.all([loaded,document.fonts.ready,painted]).then(()=>requestAnimationFrame(()=>setTimeout(start)))`;

/** The inline loader: JSON-encoded paths, `<` escaped so that no path can close the script. */
function hydrationLoader(entry: string, modules: string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    // The entry is requested first: over HTTP/1.1 a browser opens 6 connections to a host, and the entry,
    // requested after a dozen preloads, came in last (70 ms after the others at normal CPU speed), when
    // nothing can be evaluated without it. One insertion of every preload: each link inserted on its own
    // costs the main thread as much again.
    `const start=()=>{import(${json(entry)});const links=document.createDocumentFragment();for(const href of ${json(modules)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;links.append(link)}document.head.append(links)};` +
    startWhenPainted
  );
}

/** The module paths a route's loader imports or preloads, entry first (for tests and benchmarks). */
export function loaderModules(html: string): string[] {
  const loader = /<script type="module">const start=\(\)=>\{import\(("[^"]+")\);[^[]*for\(const href of (\[[^\]]*\])\)/.exec(html);
  if (!loader) return [];
  return [JSON.parse(loader[1]!) as string, ...(JSON.parse(loader[2]!) as string[])];
}
