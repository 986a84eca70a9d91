import { stepHeadingClass } from './step-heading-style.ts';

export const stepHeading = stepHeadingClass();
