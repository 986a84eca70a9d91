import { describe, expect, it } from 'vitest';
import { formatJsonFile } from '../../editor/json-file.ts';

// What `git diff` shows after a save from the editor: only what the person changed, in the file's own layout.

const lines = (...text: string[]) => `${text.join('\n')}\n`;

describe('a JSON file written back', () => {
  const page = lines(
    '{',
    '    "$schema": "../schemas/page.schema.json",',
    '    "path": "/essai",',
    '    "seo": {',
    '        "title": "Essai",',
    '        "structuredData": ["WebPage"]',
    '    },',
    '    "blocks": [',
    '        {',
    '            "type": "hero",',
    '            "title": "Bonjour"',
    '        },',
    '        { "type": "ctaBand", "title": "Fin" }',
    '    ]',
    '}',
  );
  const value = () => JSON.parse(page) as { [key: string]: unknown; seo: Record<string, unknown>; blocks: Array<Record<string, unknown>> };

  it('keeps its `$schema` line, indentation, key order and trailing newline, changing only the value that changed', () => {
    const changed = value();
    changed.blocks[0]!.title = 'Bonsoir';
    expect(formatJsonFile(changed, page)).toBe(page.replace('"Bonjour"', '"Bonsoir"'));
  });

  it('puts a new key after the key before it in the value, indented as the file is; keys it had keep their place', () => {
    const { blocks, ...rest } = value();
    const block = { type: 'hero', eyebrow: 'Surtitre', title: 'Bonjour', cta: { label: 'Voir', href: '/' } };
    // `path` after `seo` in the value: the file's order stands.
    const changed = { $schema: rest.$schema, seo: rest.seo, path: rest.path, blocks: [block, blocks[1]] };
    expect(formatJsonFile(changed, page)).toBe(
      page.replace(
        '"type": "hero",\n            "title": "Bonjour"\n',
        [
          '"type": "hero",',
          '            "eyebrow": "Surtitre",',
          '            "title": "Bonjour",',
          '            "cta": {',
          '                "label": "Voir",',
          '                "href": "/"',
          '            }',
          '',
        ].join('\n'),
      ),
    );
  });

  it('keeps a list of plain values on one line; a changed object on one line goes on lines of its own, its other members as written', () => {
    const changed = value();
    changed.seo.structuredData = ['WebPage', 'FAQPage'];
    expect(formatJsonFile(changed, page)).toBe(page.replace('["WebPage"]', '["WebPage", "FAQPage"]'));
    changed.blocks[1]!.title = 'Suite';
    expect(formatJsonFile(changed, page)).toBe(
      page
        .replace('["WebPage"]', '["WebPage", "FAQPage"]')
        .replace('{ "type": "ctaBand", "title": "Fin" }', ['{', '            "type": "ctaBand",', '            "title": "Suite"', '        }'].join('\n')),
    );
  });

  it('moves an item with its text, and removes items and keys without a trace', () => {
    const moved = value();
    moved.blocks.reverse();
    expect(formatJsonFile(moved, page)).toBe(
      page.replace(
        ['{', '            "type": "hero",', '            "title": "Bonjour"', '        },', '        { "type": "ctaBand", "title": "Fin" }'].join('\n'),
        ['{ "type": "ctaBand", "title": "Fin" },', '        {', '            "type": "hero",', '            "title": "Bonjour"', '        }'].join('\n'),
      ),
    );
    const removed = value();
    removed.blocks.pop();
    delete removed.blocks[0]!.title;
    expect(formatJsonFile(removed, page)).toBe(
      page.replace(
        ['"type": "hero",', '            "title": "Bonjour"', '        },', '        { "type": "ctaBand", "title": "Fin" }'].join('\n'),
        ['"type": "hero"', '        }'].join('\n'),
      ),
    );
  });

  it('is written anew, two spaces and a trailing newline, when there was none or it was not JSON', () => {
    const fresh = lines('{', '  "path": "/essai",', '  "tags": [', '    "a"', '  ]', '}');
    expect(formatJsonFile({ path: '/essai', tags: ['a'] })).toBe(fresh);
    expect(formatJsonFile({ path: '/essai', tags: ['a'] }, '{ "path": ')).toBe(fresh);
    expect(formatJsonFile({ path: '/autre' }, '{\n  "path": "/essai"\n}')).toBe('{\n  "path": "/autre"\n}\n');
  });
});
