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
 * its component file (loaded only by the pages that use it) and when it comes alive on the page a
 * visitor lands on (see `BlockRegistration.hydrate`).
 */
export const blockRegistry = {
  hero: registerBlock(heroSchema, 'hero/Hero.tsx', 'never'),
  textSection: registerBlock(textSectionSchema, 'text-section/TextSection.tsx', 'never'),
  stats: registerBlock(statsSchema, 'stats/Stats.tsx', 'never'),
  logoStrip: registerBlock(logoStripSchema, 'logo-strip/LogoStrip.tsx', 'never'),
  cardGrid: registerBlock(cardGridSchema, 'card-grid/CardGrid.tsx', 'never'),
  steps: registerBlock(stepsSchema, 'steps/Steps.tsx', 'never'),
  faq: registerBlock(faqSchema, 'faq/Faq.tsx', 'interaction'),
  ctaBand: registerBlock(ctaBandSchema, 'cta-band/CtaBand.tsx', 'never'),
  formEmbed: registerBlock(formEmbedSchema, 'form-embed/FormEmbed.tsx', 'visible'),
  collectionGrid: registerBlock(collectionGridSchema, 'collection-grid/CollectionGrid.tsx', 'never'),
  testimonial: registerBlock(testimonialSchema, 'testimonial/Testimonial.tsx', 'never'),
  comparisonTable: registerBlock(comparisonTableSchema, 'comparison-table/ComparisonTable.tsx', 'never'),
  tabs: registerBlock(tabsSchema, 'tabs/Tabs.tsx', 'interaction'),
  floatingCta: registerBlock(floatingCtaSchema, 'floating-cta/FloatingCta.tsx', 'scroll'),
  article: registerBlock(articleSchema, 'article/Article.tsx', 'never'),
  simulator: registerBlock(simulatorSchema, 'simulator/Simulator.tsx', 'interaction'),
  jobDescriptionGenerator: registerBlock(jobDescriptionGeneratorSchema, 'job-description-generator/JobDescriptionGenerator.tsx', 'interaction'),
  faqExplorer: registerBlock(faqExplorerSchema, 'faq-explorer/FaqExplorer.tsx', 'interaction'),
  comparisonQuiz: registerBlock(comparisonQuizSchema, 'comparison-quiz/ComparisonQuiz.tsx', 'interaction'),
  manifestoQuiz: registerBlock(manifestoQuizSchema, 'manifesto-quiz/ManifestoQuiz.tsx', 'interaction'),
  readingGuide: registerBlock(readingGuideSchema, 'reading-guide/ReadingGuide.tsx', 'scroll'),
  testimonialCarousel: registerBlock(testimonialCarouselSchema, 'testimonial-carousel/TestimonialCarousel.tsx', 'visible'),
  riskMatrix: registerBlock(riskMatrixSchema, 'risk-matrix/RiskMatrix.tsx', 'interaction'),
  roadmap: registerBlock(roadmapSchema, 'roadmap/Roadmap.tsx', 'visible'),
  strategicMatrix: registerBlock(strategicMatrixSchema, 'strategic-matrix/StrategicMatrix.tsx', 'interaction'),
  caseStudies: registerBlock(caseStudiesSchema, 'case-studies/CaseStudies.tsx', 'interaction'),
  okrPyramid: registerBlock(okrPyramidSchema, 'okr-pyramid/OkrPyramid.tsx', 'interaction'),
  sliderComparison: registerBlock(sliderComparisonSchema, 'slider-comparison/SliderComparison.tsx', 'interaction'),
};
