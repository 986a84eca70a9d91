import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandsOf } from '../../engine/prerender/island-modules.ts';
import { registerBlock } from '../../engine/schema/define-block.ts';
import site from '../../site.config.ts';

const shellIslands = [
  { module: 'blocks/_shell/newsletter/NewsletterForm.tsx', exportName: 'NewsletterForm' },
  { module: 'engine/shell/MissingPath.tsx', exportName: 'MissingPath' },
];

describe("a site's islands", () => {
  it("are the modules of its blocks' folders that begin with 'use client', in the registry's order, then the shell's", () => {
    const blockIslands = [
      'form-embed/TallyLoader.tsx',
      'simulator/SimulatorIsland.tsx',
      'job-description-generator/GeneratorIsland.tsx',
      'faq-explorer/FaqExplorerIsland.tsx',
      'comparison-quiz/ComparisonQuizIsland.tsx',
      'manifesto-quiz/ManifestoQuizIsland.tsx',
      'reading-guide/ReadingGuideIsland.tsx',
      'testimonial-carousel/TestimonialQuotes.tsx',
      'risk-matrix/RiskMarker.tsx',
      'roadmap/CyclingSteps.tsx',
      'slider-comparison/SliderComparisonIsland.tsx',
    ];
    expect(islandsOf(site)).toEqual([...blockIslands.map((module) => ({ module: `blocks/${module}`, exportName: 'default' })), ...shellIslands]);
  });

  it('are only those of the blocks it registers', () => {
    const blocks = { formEmbed: site.blocks.formEmbed, hero: site.blocks.hero };
    expect(islandsOf({ ...site, blocks })).toEqual([{ module: 'blocks/form-embed/TallyLoader.tsx', exportName: 'default' }, ...shellIslands]);
  });

  it("leave out a module whose 'use client' is not its first statement, and a module that is not a component's", () => {
    const folder = mkdtempSync(join(tmpdir(), 'island-modules-'));
    writeFileSync(join(folder, 'Block.tsx'), 'export default function Block() { return null; }');
    writeFileSync(join(folder, 'Counter.tsx'), "'use client';\nexport default function Counter() { return null; }");
    writeFileSync(join(folder, 'Later.tsx'), "import 'react';\n'use client';\nexport default function Later() { return null; }");
    writeFileSync(join(folder, 'state.ts'), "'use client';\nexport const state = {};");
    const blocks = { block: registerBlock(site.blocks.hero.schema, join(folder, 'Block.tsx')) };
    expect(islandsOf({ ...site, blocks })).toEqual([{ module: `${folder}/Counter.tsx`, exportName: 'default' }, ...shellIslands]);
  });
});
