import browserslist from 'browserslist';
import { browserslistToTargets, transform, type CustomAtRules, type Visitor } from 'lightningcss';

/**
 * The browsers the site's CSS is written for: Baseline "widely available" (features every major browser has had
 * for 30 months). Lightning CSS adds the vendor prefixes these browsers still need and drops the rest.
 */
export const cssTargets = browserslistToTargets(browserslist('baseline widely available'));

/**
 * A page's prerendered CSS, prefixed for `cssTargets` and minified, changed on the way by `visitor` when given (the
 * build keeps a page's share of the islands' rules and the variables it reads). Emotion's own prefixer (off in
 * entry-server.tsx) wrote every rule for browsers of ten years ago: `display:flex` four times, every keyframe
 * twice.
 */
export function compilePageCss(css: string, visitor?: Visitor<CustomAtRules>): string {
  const { code } = transform({ filename: 'page.css', code: Buffer.from(css), minify: true, targets: cssTargets, visitor });
  return code.toString();
}
