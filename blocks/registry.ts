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
import { figureSchema } from './figure/schema.ts';

/**
 * Every block the pages may use: one line each, its schema (checked at build, never shipped) and its component file
 * (rendered at build time only). The islands it renders inside itself, the only code of it a browser loads, are the
 * modules of its folder that begin with 'use client'.
 */
export const blockRegistry = {
  hero: registerBlock(heroSchema, 'hero/Hero.tsx'),
  textSection: registerBlock(textSectionSchema, 'text-section/TextSection.tsx'),
  stats: registerBlock(statsSchema, 'stats/Stats.tsx'),
  logoStrip: registerBlock(logoStripSchema, 'logo-strip/LogoStrip.tsx'),
  cardGrid: registerBlock(cardGridSchema, 'card-grid/CardGrid.tsx'),
  steps: registerBlock(stepsSchema, 'steps/Steps.tsx'),
  faq: registerBlock(faqSchema, 'faq/Faq.tsx'),
  ctaBand: registerBlock(ctaBandSchema, 'cta-band/CtaBand.tsx'),
  formEmbed: registerBlock(formEmbedSchema, 'form-embed/FormEmbed.tsx'),
  collectionGrid: registerBlock(collectionGridSchema, 'collection-grid/CollectionGrid.tsx'),
  testimonial: registerBlock(testimonialSchema, 'testimonial/Testimonial.tsx'),
  comparisonTable: registerBlock(comparisonTableSchema, 'comparison-table/ComparisonTable.tsx'),
  tabs: registerBlock(tabsSchema, 'tabs/Tabs.tsx'),
  floatingCta: registerBlock(floatingCtaSchema, 'floating-cta/FloatingCta.tsx'),
  article: registerBlock(articleSchema, 'article/Article.tsx'),
  simulator: registerBlock(simulatorSchema, 'simulator/Simulator.tsx'),
  jobDescriptionGenerator: registerBlock(jobDescriptionGeneratorSchema, 'job-description-generator/JobDescriptionGenerator.tsx'),
  faqExplorer: registerBlock(faqExplorerSchema, 'faq-explorer/FaqExplorer.tsx'),
  comparisonQuiz: registerBlock(comparisonQuizSchema, 'comparison-quiz/ComparisonQuiz.tsx'),
  manifestoQuiz: registerBlock(manifestoQuizSchema, 'manifesto-quiz/ManifestoQuiz.tsx'),
  readingGuide: registerBlock(readingGuideSchema, 'reading-guide/ReadingGuide.tsx'),
  testimonialCarousel: registerBlock(testimonialCarouselSchema, 'testimonial-carousel/TestimonialCarousel.tsx'),
  riskMatrix: registerBlock(riskMatrixSchema, 'risk-matrix/RiskMatrix.tsx'),
  roadmap: registerBlock(roadmapSchema, 'roadmap/Roadmap.tsx'),
  strategicMatrix: registerBlock(strategicMatrixSchema, 'strategic-matrix/StrategicMatrix.tsx'),
  caseStudies: registerBlock(caseStudiesSchema, 'case-studies/CaseStudies.tsx'),
  okrPyramid: registerBlock(okrPyramidSchema, 'okr-pyramid/OkrPyramid.tsx'),
  sliderComparison: registerBlock(sliderComparisonSchema, 'slider-comparison/SliderComparison.tsx'),
  figure: registerBlock(figureSchema, 'figure/Figure.tsx'),
};
