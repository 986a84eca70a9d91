import { BaseSequencer, type TestSpecification } from 'vitest/node';

const landingFile = /[\\/]landing-[a-z]+\.e2e\.test\.ts$/;

/**
 * Vitest's order (the longest files of the last run first; without a last run, the largest files first), with
 * the two landing files (landing.ts, one per viewport) first: they are by far the longest of their group, and
 * three lines long, so on a fresh clone they would start last and leave one core idle at the end.
 */
export class LandingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLanding = (file: TestSpecification) => landingFile.test(file.moduleId);
    return [...sorted.filter(isLanding), ...sorted.filter((file) => !isLanding(file))];
  }
}
