import { registerBlock } from '../engine/schema/define-block.ts';
import { cardGridSchema } from './card-grid/schema.ts';
import { ctaBandSchema } from './cta-band/schema.ts';
import { faqSchema } from './faq/schema.ts';
import { formEmbedSchema } from './form-embed/schema.ts';
import { heroSchema } from './hero/schema.ts';
import { logoStripSchema } from './logo-strip/schema.ts';
import { statsSchema } from './stats/schema.ts';
import { stepsSchema } from './steps/schema.ts';
import { textSectionSchema } from './text-section/schema.ts';
import { articleSchema } from './article/schema.ts';
import { collectionGridSchema } from './collection-grid/schema.ts';
import { comparisonTableSchema } from './comparison-table/schema.ts';
import { floatingCtaSchema } from './floating-cta/schema.ts';
import { tabsSchema } from './tabs/schema.ts';
import { testimonialSchema } from './testimonial/schema.ts';
import { simulatorSchema } from './simulator/schema.ts';
import { jobDescriptionGeneratorSchema } from './job-description-generator/schema.ts';
import { faqExplorerSchema } from './faq-explorer/schema.ts';
import { comparisonQuizSchema } from './comparison-quiz/schema.ts';
import { manifestoQuizSchema } from './manifesto-quiz/schema.ts';
import { readingGuideSchema } from './reading-guide/schema.ts';
import { testimonialCarouselSchema } from './testimonial-carousel/schema.ts';
import { riskMatrixSchema } from './risk-matrix/schema.ts';
import { roadmapSchema } from './roadmap/schema.ts';
import { strategicMatrixSchema } from './strategic-matrix/schema.ts';
import { caseStudiesSchema } from './case-studies/schema.ts';
import { okrPyramidSchema } from './okr-pyramid/schema.ts';
import { sliderComparisonSchema } from './slider-comparison/schema.ts';

/**
 * Every block the pages may use: one line each, its schema (checked at build, never shipped),
 * its component file (loaded only by the pages that use it) and whether it is static or interactive
 * on the page a visitor lands on (see `BlockBehaviour`).
 */
export const blockRegistry = {
  hero: registerBlock(heroSchema, 'hero/Hero.tsx', 'static'),
  textSection: registerBlock(textSectionSchema, 'text-section/TextSection.tsx', 'static'),
  stats: registerBlock(statsSchema, 'stats/Stats.tsx', 'static'),
  logoStrip: registerBlock(logoStripSchema, 'logo-strip/LogoStrip.tsx', 'static'),
  cardGrid: registerBlock(cardGridSchema, 'card-grid/CardGrid.tsx', 'static'),
  steps: registerBlock(stepsSchema, 'steps/Steps.tsx', 'static'),
  faq: registerBlock(faqSchema, 'faq/Faq.tsx', 'static'),
  ctaBand: registerBlock(ctaBandSchema, 'cta-band/CtaBand.tsx', 'static'),
  formEmbed: registerBlock(formEmbedSchema, 'form-embed/FormEmbed.tsx', 'static', ['form-embed/TallyLoader.tsx']),
  collectionGrid: registerBlock(collectionGridSchema, 'collection-grid/CollectionGrid.tsx', 'static'),
  testimonial: registerBlock(testimonialSchema, 'testimonial/Testimonial.tsx', 'static'),
  comparisonTable: registerBlock(comparisonTableSchema, 'comparison-table/ComparisonTable.tsx', 'static'),
  tabs: registerBlock(tabsSchema, 'tabs/Tabs.tsx', 'static'),
  floatingCta: registerBlock(floatingCtaSchema, 'floating-cta/FloatingCta.tsx', 'static'),
  article: registerBlock(articleSchema, 'article/Article.tsx', 'static'),
  simulator: registerBlock(simulatorSchema, 'simulator/Simulator.tsx', 'static', ['simulator/SimulatorIsland.tsx']),
  jobDescriptionGenerator: registerBlock(jobDescriptionGeneratorSchema, 'job-description-generator/JobDescriptionGenerator.tsx', 'static', [
    'job-description-generator/GeneratorIsland.tsx',
  ]),
  faqExplorer: registerBlock(faqExplorerSchema, 'faq-explorer/FaqExplorer.tsx', 'static', ['faq-explorer/FaqExplorerIsland.tsx']),
  comparisonQuiz: registerBlock(comparisonQuizSchema, 'comparison-quiz/ComparisonQuiz.tsx', 'static', ['comparison-quiz/ComparisonQuizIsland.tsx']),
  manifestoQuiz: registerBlock(manifestoQuizSchema, 'manifesto-quiz/ManifestoQuiz.tsx', 'static', ['manifesto-quiz/ManifestoQuizIsland.tsx']),
  readingGuide: registerBlock(readingGuideSchema, 'reading-guide/ReadingGuide.tsx', 'static', ['reading-guide/ReadingGuideIsland.tsx']),
  testimonialCarousel: registerBlock(testimonialCarouselSchema, 'testimonial-carousel/TestimonialCarousel.tsx', 'static', [
    'testimonial-carousel/TestimonialQuotes.tsx',
  ]),
  riskMatrix: registerBlock(riskMatrixSchema, 'risk-matrix/RiskMatrix.tsx', 'static', ['risk-matrix/RiskMarker.tsx']),
  roadmap: registerBlock(roadmapSchema, 'roadmap/Roadmap.tsx', 'static', ['roadmap/CyclingSteps.tsx']),
  strategicMatrix: registerBlock(strategicMatrixSchema, 'strategic-matrix/StrategicMatrix.tsx', 'static'),
  caseStudies: registerBlock(caseStudiesSchema, 'case-studies/CaseStudies.tsx', 'static'),
  okrPyramid: registerBlock(okrPyramidSchema, 'okr-pyramid/OkrPyramid.tsx', 'static'),
  sliderComparison: registerBlock(sliderComparisonSchema, 'slider-comparison/SliderComparison.tsx', 'static', ['slider-comparison/SliderComparisonIsland.tsx']),
};
