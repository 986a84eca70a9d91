import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import site from '../../site.config.ts';

// The engine is reusable only if it receives the site (its site.config.ts, through the Vite plugins and the
// build's entry) and imports nothing of it (ARCHITECTURE.md, "Folders and what each may import"): a simple scan
// of every import in engine/, and of its text for the site's brand and the ids of its language.

const root = resolve(import.meta.dirname, '../..');

/** The site's folders: its blocks, its brand, its words and its content. */
const siteFolders = ['blocks/', 'theme/', 'locale/', 'data/', 'pages/'];

function sourceFiles(folder: string, extensions = /\.tsx?$/): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path, extensions);
    return extensions.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a file imports, statically or dynamically, as a path from the root. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(root, resolve(root, dirname(file), specifier)));
}

/** Every relative import of a folder's files, as `{ file, target }` paths from the root. */
const importsIn = (folder: string, extensions?: RegExp) =>
  sourceFiles(folder, extensions).flatMap((file) => importsOf(file).map((target) => ({ file, target })));

const engineImports = importsIn('engine');

describe('the engine boundary', () => {
  it('finds the imports it scans (the scan itself works)', () => {
    expect(engineImports.some(({ target }) => target === 'engine/site/schema-context.ts')).toBe(true);
    expect(engineImports.length).toBeGreaterThan(100);
  });

  it('imports nothing from tests/', () => {
    expect(engineImports.filter(({ target }) => target.startsWith('tests/'))).toEqual([]);
  });

  it('imports nothing of the editor, which is a part beside it', () => {
    expect(engineImports.filter(({ target }) => target.startsWith('editor/'))).toEqual([]);
  });

  it('imports nothing from blocks/, theme/, locale/, data/ or pages/, nor the site definition', () => {
    const ofTheSite = engineImports.filter(({ target }) => siteFolders.some((folder) => target.startsWith(folder)) || target === 'site.config.ts');
    expect(ofTheSite).toEqual([]);
  });
});

/** The imports of `imports` that leave their own folder for anything but the folders of `allowed`. */
const leaving = (imports: ReadonlyArray<{ file: string; target: string }>, own: string, allowed: readonly string[] = []) =>
  imports
    .filter(({ target }) => !target.startsWith(`${own}/`) && !allowed.some((folder) => target.startsWith(`${folder}/`)))
    .map(({ file, target }) => `${file} -> ${target}`);

// The parts beside the engine (ARCHITECTURE.md, "Folders and what each may import"): the editor is built on the engine
// and knows no site; the backend and Panda's generated styles stand alone, so that either can be replaced or regenerated.
describe('the parts beside the engine', () => {
  const editorImports = importsIn('editor');

  it('finds the imports it scans (the scan itself works)', () => {
    expect(editorImports.filter(({ target }) => target.startsWith('engine/')).length).toBeGreaterThan(20);
    expect(
      leaving(
        [
          { file: 'editor/a.ts', target: 'blocks/b.ts' },
          { file: 'editor/a.ts', target: 'engine/c.ts' },
        ],
        'editor',
        ['engine'],
      ),
    ).toEqual(['editor/a.ts -> blocks/b.ts']);
  });

  it('editor/ imports only the engine and itself: nothing of the site, nor tests/', () => {
    expect(leaving(editorImports, 'editor', ['engine'])).toEqual([]);
  });

  it('supabase/ imports only itself', () => {
    const imports = importsIn('supabase');
    expect(imports.length).toBeGreaterThan(20);
    expect(leaving(imports, 'supabase')).toEqual([]);
  });

  it('styled-system/ (Panda’s output) imports only itself', () => {
    const imports = importsIn('styled-system', /\.(m?js|d\.ts)$/);
    expect(imports.length).toBeGreaterThan(50);
    expect(leaving(imports, 'styled-system')).toEqual([]);
  });
});

/**
 * The engine's folders from the bottom up: a folder imports only from itself and the folders before it, so that
 * each can be read, tested and replaced knowing only what lies below it (ARCHITECTURE.md, "The engine's layers").
 */
const engineLayers = ['backend', 'theme', 'site', 'schema', 'seo', 'validation', 'links', 'ui-kit', 'render', 'shell', 'app', 'server', 'prerender'];

const folderOf = (file: string) => file.split('/')[1]!;

/** The imports that reach a folder above the importing file's. */
const upwardImports = (imports: ReadonlyArray<{ file: string; target: string }>) =>
  imports
    .filter(({ target }) => target.startsWith('engine/'))
    .filter(({ file, target }) => engineLayers.indexOf(folderOf(target)) > engineLayers.indexOf(folderOf(file)))
    .map(({ file, target }) => `${file} -> ${target}`);

describe('the engine’s folders', () => {
  it('are all placed in the layers', () => {
    const folders = readdirSync(join(root, 'engine'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...engineLayers].sort());
  });

  it('import only from their own folder and the folders below it', () => {
    expect(upwardImports(engineImports)).toEqual([]);
  });

  it('tells an upward import from a downward one (the check itself works)', () => {
    const upward = { file: 'engine/schema/page.ts', target: 'engine/prerender/build.ts' };
    const downward = { file: 'engine/prerender/build.ts', target: 'engine/schema/page.ts' };
    expect(upwardImports([upward, downward])).toEqual(['engine/schema/page.ts -> engine/prerender/build.ts']);
    expect(engineImports.filter(({ file, target }) => target.startsWith('engine/') && folderOf(file) !== folderOf(target)).length).toBeGreaterThan(50);
  });
});

/** The files of the parts any site can reuse, the engine and the editor built on it: neither holds anything of this site. */
const reusableFiles = (extensions?: RegExp) => [...sourceFiles('engine', extensions), ...sourceFiles('editor', extensions)];

/** Each engine or editor file (code, styles, declarations) that holds one of `values`, with what it holds. */
function engineFilesHolding(values: readonly string[], normalise = (text: string) => text): string[] {
  return reusableFiles(/\.(tsx?|css)$/).flatMap((file) => {
    const text = normalise(readFileSync(join(root, file), 'utf8'));
    return values.filter((value) => text.includes(normalise(value))).map((value) => `${file}: ${value}`);
  });
}

// The brand as the site defines it: every colour written in its theme, and every font it names.
const { theme } = site;
const brandText = JSON.stringify(theme);
const colours = [...new Set([...brandText.matchAll(/#[0-9a-f]{3,8}\b|rgba?\(\s*\d+\s*,\s*\d+\s*,\s*\d+/gi)].map(([colour]) => colour))];
const genericFamilies = new Set(['serif', 'sans-serif', 'system-ui', 'monospace', 'cursive']);
const fontNames = [
  ...Object.values(theme.theme.tokens?.fonts ?? {}).flatMap((token) => String((token as { value: unknown }).value).split(',')),
  ...(theme.fonts?.fallbacks ?? []).flatMap((fallback) => [fallback.family, ...fallback.local]),
  ...(theme.fonts?.files ?? []).flatMap((file) => [file.family, file.file.split('/files/')[0]!]),
]
  .map((name) => name.trim().replace(/^'|'$/g, ''))
  .filter((name) => !genericFamilies.has(name));

describe('the engine and the editor hold nothing of the site’s brand or language', () => {
  it('finds the brand it looks for (the scan itself works)', () => {
    expect(colours).toEqual(expect.arrayContaining([theme.themeColor, 'rgba(11, 27, 51']));
    expect(colours.length).toBeGreaterThan(25);
    expect(fontNames).toEqual(expect.arrayContaining(['Fraunces Variable', 'Inter Fallback', 'Georgia', '@fontsource-variable/inter']));
  });

  it('writes none of its colours', () => {
    expect(engineFilesHolding(colours, (text) => text.toLowerCase().replace(/\s+/g, ''))).toEqual([]);
  });

  it('names none of its fonts nor their files', () => {
    expect(engineFilesHolding(fontNames)).toEqual([]);
  });

  it('gives its shell no id of the site’s language: they come from the definition’s locale', () => {
    const ids = Object.values(site.locale.ids).flatMap((id) => [`'${id}'`, `"${id}"`, `#${id}`]);
    expect(engineFilesHolding(ids)).toEqual([]);
  });
});

// French, in any site's words, is written with these: accented letters, guillemets, the typographic apostrophe.
const frenchMarks = /[àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»’]/;

/** The texts of a module's strings, templates and JSX (its comments left out). */
function stringsIn(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) found.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

/** Those that hold French. */
const frenchStringsIn = (file: string, source: string) => stringsIn(file, source).filter((text) => frenchMarks.test(text));

/** A stylesheet's text without its comments, when it holds French (a `content` string, a font's name). */
const frenchInCss = (source: string) => {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  return frenchMarks.test(text) ? [text.match(frenchMarks)![0]] : [];
};

describe('the engine and the editor hold no French: their words come from the site', () => {
  it('finds French in strings, templates and JSX text, not in comments (the scan itself works)', () => {
    const source = "// Aperçu\nconst a = 'Rétablir';\nconst b = `${a} l’éditeur`;\nconst c = <p title=\"« x »\">Créer</p>;\nconst d = 'Undo';";
    expect(frenchStringsIn('sample.tsx', source)).toEqual(['Rétablir', 'l’éditeur', '« x »', 'Créer']);
    expect(frenchInCss('/* « */ .a { content: "»"; }')).toEqual(['»']);
  });

  it('prints none of the site’s shell labels, accented or not: they come from the definition’s locale', () => {
    const labels = Object.values(site.locale.labels);
    expect(labels).toContain('nouvel onglet');
    const found = reusableFiles().flatMap((file) =>
      stringsIn(file, readFileSync(join(root, file), 'utf8'))
        .filter((text) => labels.some((label) => text.includes(label)))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('writes no French in any of its modules or stylesheets', () => {
    const found = reusableFiles(/\.(tsx?|css)$/).flatMap((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return (file.endsWith('.css') ? frenchInCss(source) : frenchStringsIn(file, source)).map((text) => `${file}: ${text}`);
    });
    expect(found).toEqual([]);
  });
});

// Words of other vocabularies that a block of the site happens to be named after: Open Graph's `og:type`.
const otherVocabularies = new Set(['article']);

describe('the engine names none of the site’s blocks: the site says what its editor starts a page with', () => {
  const blockTypes = Object.keys(site.blocks).filter((type) => !otherVocabularies.has(type));

  it('finds a block type written as a string (the scan itself works)', () => {
    expect(blockTypes).toEqual(expect.arrayContaining(['hero', 'ctaBand', 'faqExplorer']));
    expect(stringsIn('sample.ts', "// 'hero'\nuseState('ctaBand');").filter((text) => blockTypes.includes(text))).toEqual(['ctaBand']);
  });

  it('writes no block type of the site in a string of any of its modules', () => {
    const found = reusableFiles().flatMap((file) =>
      stringsIn(file, readFileSync(join(root, file), 'utf8'))
        .filter((text) => blockTypes.includes(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
