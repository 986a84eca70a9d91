import { describe, expect, it } from 'vitest';
import { compiledStyleModule } from '../../engine/prerender/vite-plugin-compiled-styles.ts';
import { styles } from '../../blocks/_shell/newsletter/NewsletterForm.styles.ts';

describe('a style module, evaluated at build time', () => {
  it('becomes constants: its class names, nested as exported', () => {
    expect(compiledStyleModule('a.styles.ts', { panel: 'bg_bg.panel p_5', sizes: { sm: 'h_2', lg: 'h_3' } })).toBe(
      'export const panel = "bg_bg.panel p_5";\nexport const sizes = {"sm":"h_2","lg":"h_3"};',
    );
  });

  it('fails the build, naming the file and the export, on anything else: a function would need Panda in the browser', () => {
    expect(() => compiledStyleModule('blocks/x/X.styles.ts', { pick: () => 'p_4' })).toThrow('blocks/x/X.styles.ts: the export "pick" is not a class name');
    expect(() => compiledStyleModule('blocks/x/X.styles.ts', { sizes: { sm: 2 } })).toThrow('the export "sizes"');
  });

  it('holds the classes Panda gives the styles written in it', () => {
    expect(styles.description).toBe('c_fg.invertedMuted');
  });
});
