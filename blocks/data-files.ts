import { comparisonQuizQuestionsSchema } from './comparison-quiz/schema.ts';
import { faqCollectionSchema } from './faq-explorer/schema.ts';
import { manifestoQuizQuestionsSchema } from './manifesto-quiz/schema.ts';
import { pyramidLevelsSchema } from './okr-pyramid/schema.ts';
import { riskSamplesSchema } from './risk-matrix/schema.ts';
import { questionnaireSchema } from './simulator/schema.ts';
import { strategicMatrixDataSchema } from './strategic-matrix/schema.ts';

/**
 * The content files of data/ that blocks read through `dataCollection`, by kind, with the schema each is
 * checked against: for the editor schemas and their test (engine/validation/json-schemas.ts).
 */
export const blockDataFiles = {
  faq: { files: ['data/faq.json'], schema: faqCollectionSchema },
  'simulator-questions': { files: ['data/simulator-questions.json'], schema: questionnaireSchema },
  'comparison-quiz': { files: ['data/comparison-quiz.json'], schema: comparisonQuizQuestionsSchema },
  'manifesto-quiz': { files: ['data/manifesto-quiz.json'], schema: manifestoQuizQuestionsSchema },
  'okr-pyramid': { files: ['data/okr-pyramid.json'], schema: pyramidLevelsSchema },
  'risk-matrix': { files: ['data/risk-matrix.json'], schema: riskSamplesSchema },
  'strategic-matrix': { files: ['data/media-matrix.json', 'data/bank-matrix.json'], schema: strategicMatrixDataSchema },
};
