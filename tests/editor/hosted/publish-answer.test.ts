import { describe, expect, it } from 'vitest';
import { conflictsOf, issuesOf, jsonPathOf, publishOutcome, resolution, type Conflict } from '../../../editor/client/hosted/publish-answer.ts';

describe("the publish function's answers, for the person", () => {
  it('reads the paths of issues however they are written', () => {
    expect(jsonPathOf('blocks[2].items[0].title')).toEqual(['blocks', 2, 'items', 0, 'title']);
    expect(jsonPathOf('seo.title')).toEqual(['seo', 'title']);
    expect(jsonPathOf(['blocks', 1, 'title'])).toEqual(['blocks', 1, 'title']);
    expect(jsonPathOf(undefined)).toEqual([]);
  });

  it("puts a 422's issues of the open file at its fields and names the other pages'", () => {
    const outcome = publishOutcome(422, {
      issues: [
        { file: 'pages/faq.json', route: '/faq', path: 'blocks[0].title', message: 'Requis' },
        { file: 'pages/index.json', route: '/', path: 'blocks[3].primaryCta.href', message: 'L’ancre #contact n’existe plus sur /faq' },
      ],
    });
    expect(outcome.kind).toBe('invalid');
    const { own, elsewhere } = issuesOf(outcome, 'pages/faq.json');
    expect(own).toEqual([{ file: 'pages/faq.json', route: '/faq', path: ['blocks', 0, 'title'], message: 'Requis' }]);
    expect(elsewhere.map((issue) => [issue.route, issue.path])).toEqual([['/', ['blocks', 3, 'primaryCta', 'href']]]);
  });

  it('tells a moved branch from conflicts, a refusal from a failure', () => {
    expect(publishOutcome(409, { moved: true })).toEqual({ kind: 'moved' });
    const conflict: Conflict = { file: 'pages/faq.json', base: 'a1', theirs: { oid: 'b2', text: '{}' }, mine: { path: '/faq' } };
    expect(publishOutcome(409, { conflicts: [conflict] })).toEqual({ kind: 'conflicts', conflicts: [conflict] });
    expect(publishOutcome(401, { error: 'no' })).toEqual({ kind: 'forbidden' });
    expect(publishOutcome(403, undefined)).toEqual({ kind: 'forbidden' });
    expect(publishOutcome(400, { error: 'No draft to publish.', code: 'no_drafts' })).toEqual({ kind: 'nothingToPublish' });
    expect(publishOutcome(400, { error: 'files must be a list of paths.' })).toEqual({ kind: 'failed', status: 400 });
    expect(publishOutcome(500, { error: 'The request failed.' })).toEqual({ kind: 'failed', status: 500 });
    expect(publishOutcome(200, { commit: 'c0ffee', files: ['pages/faq.json'], rebuild: 'failed' })).toEqual(
      expect.objectContaining({ kind: 'published', rebuildFailed: true }),
    );
    expect(publishOutcome(200, { commit: 'c0ffee', files: ['pages/faq.json'], rebuild: 'requested' })).not.toHaveProperty('rebuildFailed');
    expect(publishOutcome(200, { commit: 'c0ffee', files: ['pages/faq.json'] })).toEqual({
      kind: 'published',
      commit: 'c0ffee',
      files: ['pages/faq.json'],
      conflicts: [],
    });
  });

  it('keeps the conflicts of a publish that went through for the other files, to choose from', () => {
    const conflict: Conflict = { file: 'pages/index.json', base: 'a1', theirs: { oid: 'b2', text: '{}' }, mine: { path: '/' } };
    const outcome = publishOutcome(200, { commit: 'c0ffee', files: ['pages/faq.json'], conflicts: [conflict] });
    expect(outcome).toEqual({ kind: 'published', commit: 'c0ffee', files: ['pages/faq.json'], conflicts: [conflict] });
    expect(conflictsOf(outcome)).toEqual([conflict]);
    expect(conflictsOf(publishOutcome(409, { conflicts: [conflict] }))).toEqual([conflict]);
    expect(conflictsOf(publishOutcome(409, { moved: true }))).toEqual([]);
  });

  it('keeping mine starts the draft again from the published version; taking theirs drops the draft', () => {
    const conflict: Conflict = { file: 'pages/faq.json', base: 'a1', theirs: { oid: 'b2', text: '{}' }, mine: {} };
    expect(resolution(conflict, 'mine')).toEqual({ kind: 'rebase', file: 'pages/faq.json', baseVersion: 'b2' });
    expect(resolution(conflict, 'theirs')).toEqual({ kind: 'delete', file: 'pages/faq.json' });
  });
});
