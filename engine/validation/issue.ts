import { formatJsonPath } from '../schema/json-path.ts';

/**
 * What a rule across files found, besides its message: the build prints the message, the editor words the finding
 * for the person whose change broke another file (editor/broken-elsewhere.ts).
 */
export type CrossFileFinding =
  | { rule: 'unknownRoute'; route: string }
  | { rule: 'unknownAnchor'; route: string; anchor: string }
  | { rule: 'sharedRoute'; route: string; otherFile: string }
  | { rule: 'unknownParent'; parent: string }
  | { rule: 'parentWithoutLabel'; parent: string; parentFile: string };

/** One problem found in a content file, located by file and JSON path. */
export interface ContentIssue {
  file: string;
  path: ReadonlyArray<PropertyKey>;
  message: string;
  finding?: CrossFileFinding;
}

/** `pages/faq.json › blocks[2].items[4].answer: Required` */
export function formatIssue(issue: ContentIssue): string {
  const where = issue.path.length > 0 ? ` › ${formatJsonPath(issue.path)}` : '';
  return `${issue.file}${where}: ${issue.message}`;
}

export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super(`Invalid site content (${count}):\n${issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}
