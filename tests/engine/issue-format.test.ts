import { describe, expect, it } from 'vitest';
import { formatJsonPath } from '../../engine/schema/json-path.ts';
import { formatIssue } from '../../engine/validation/issue.ts';

describe('content issue format', () => {
  it('writes array indexes in brackets and keys with dots', () => {
    expect(formatJsonPath(['blocks', 2, 'items', 4, 'answer'])).toBe('blocks[2].items[4].answer');
  });

  it('reads "file › path: message"', () => {
    expect(formatIssue({ file: 'pages/faq.json', path: ['blocks', 2, 'items', 4, 'answer'], message: 'Required' })).toBe(
      'pages/faq.json › blocks[2].items[4].answer: Required',
    );
  });

  it('omits the path for a whole-file problem', () => {
    expect(formatIssue({ file: 'pages/faq.json', path: [], message: 'Invalid JSON' })).toBe('pages/faq.json: Invalid JSON');
  });
});
