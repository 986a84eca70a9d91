import { comparisonQuizQuestionsSchema } from './comparison-quiz/schema.ts';
import { collectionSchemas } from './_collections/index.ts';
import { faqCollectionSchema } from './_collections/faq.ts';
import { manifestoQuizQuestionsSchema } from './manifesto-quiz/schema.ts';
import { pyramidLevelsSchema } from './okr-pyramid/schema.ts';
import { riskSamplesSchema } from './risk-matrix/schema.ts';
import { questionnaireSchema } from './simulator/schema.ts';
import { strategicMatrixDataSchema } from './strategic-matrix/schema.ts';

/**
 * This site's content files of data/ (read by site.config.ts), by kind,
 * with the schema each is checked against (built for the site it checks): the collections, and the files blocks read through `dataCollection`.
 * For the editor schemas and their test.
 */
export const siteDataFiles = {
  ...Object.fromEntries(Object.entries(collectionSchemas).map(([name, schema]) => [name, { files: [`data/${name}.json`], schema }])),
  faq: { files: ['data/faq.json'], schema: faqCollectionSchema },
  'simulator-questions': { files: ['data/simulator-questions.json'], schema: () => questionnaireSchema },
  'comparison-quiz': { files: ['data/comparison-quiz.json'], schema: () => comparisonQuizQuestionsSchema },
  'manifesto-quiz': { files: ['data/manifesto-quiz.json'], schema: () => manifestoQuizQuestionsSchema },
  'okr-pyramid': { files: ['data/okr-pyramid.json'], schema: pyramidLevelsSchema },
  'risk-matrix': { files: ['data/risk-matrix.json'], schema: () => riskSamplesSchema },
  'strategic-matrix': { files: ['data/media-matrix.json', 'data/bank-matrix.json'], schema: strategicMatrixDataSchema },
};
