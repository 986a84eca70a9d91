import type { z } from 'zod';
import type { SiteTheme } from '../theme/site-theme.ts';
import type { EngineFieldTitle } from './field-titles.ts';
import type { EditorWords } from './editor-words.ts';
import type { ContentWords } from './content-words.ts';
import type { EngineFieldDescription } from './field-descriptions.ts';
import type { EngineOptionLabels } from './engine-options.ts';
import type { SchemaOf } from './schema-context.ts';

/** One registry entry: the schema checked at build time (built for the site it checks) and the component file loaded by pages using it. */
export interface BlockRegistration<S extends z.ZodType = z.ZodType> {
  schema: SchemaOf<S>;
  /**
   * Component module whose default export renders the block: relative to the site's `blocksFolder`, or an absolute path.
   * The islands it renders inside itself with `<Island>` (ARCHITECTURE.md, "Hydration") are the `.tsx` modules of its
   * folder that begin with `'use client'` (default exports), written with compiled styles. The rest of a block is its
   * prerendered HTML, final in the browser (HTML's own behaviour, such as `<details>` or radio buttons styled as tabs, works in it).
   */
  component: string;
}

/** Every block a site's pages may use, by the `type` its pages write. */
export type BlockRegistry = Readonly<Record<string, BlockRegistration>>;

/** A kind of content file: the files of that kind (paths from the content root; `dir/*.json` for a whole folder) and their schema, built for the site it checks. */
export interface ContentKind {
  files: readonly string[];
  schema: SchemaOf;
}

/** A component the shell renders as an island, named as data: the build and the browser's loader import it by module. */
export interface ShellIsland {
  /** From the engine's root, e.g. "blocks/_shell/newsletter/NewsletterForm.tsx". */
  module: string;
  exportName: string;
}

/** The site's logo, named as data: a component the header and the footer render inside their link home, at build time only (no island). */
export interface ShellLogo {
  /** From the engine's root ("blocks/_shell/Logo.tsx"), or an absolute path (a site's own folder). */
  module: string;
  /** Its component, given `ShellLogoProps`. */
  exportName: string;
}

/** What the shell gives the site's logo: the brand's name, and whether it sits on the footer's dark background. */
export interface ShellLogoProps {
  name: string;
  inverted: boolean;
}

/** What the engine itself prints around the content, in the site's language. */
export interface ShellLabels {
  skipLink: string;
  mainNavigation: string;
  mobileNavigation: string;
  siteMap: string;
  closeNotification: string;
  /** Read after an external link's text (screen readers only): the link opens in a new tab. */
  newTab: string;
}

/** The ids the shell gives its parts, in the site's language: they show in addresses (`/#content` after the skip link). */
export interface ShellIds {
  /** The page's main content, the skip link's target. */
  content: string;
  /** The mobile menu's panel, which its toggle opens. */
  mobileMenu: string;
}

/** The organisation's facts its structured data states beyond data/site.json (schema.org vocabulary). */
export interface OrganizationFacts {
  /** schema.org type of the organisation, e.g. "ProfessionalService". */
  type: string;
  /** The country it serves, as a name ("United Kingdom"). */
  areaServed: string;
  /** ISO 3166-1 code of its address' country ("GB"). */
  addressCountry: string;
  /** What a Service page offers ("serviceType", e.g. "Hand bookbinding"). */
  serviceType: string;
  /** ISO 4217 code of its offers' prices ("GBP"). */
  priceCurrency: string;
}

/**
 * A site on this engine, the one thing the engine knows of it (site.config.ts at the content root): its blocks,
 * its data files, its shell's parts, its language, labels and ids, its named links and forms, its organisation, its theme.
 * The engine receives it through its Vite plugins and the build's entry and imports nothing of the site.
 */
export interface SiteDefinition {
  blocks: BlockRegistry;
  /** The folder the registry's component and island modules are relative to, from the engine's root ("blocks"). */
  blocksFolder: string;
  /** The content files of data/ besides site.json and navigation.json, by name, with their schemas. */
  dataFiles: Readonly<Record<string, ContentKind>>;
  shell: {
    /** Its logo, in the header and the footer; the engine makes it a link to the home page. */
    logo: ShellLogo;
    /** The island the footer carries beside its contact column, given the texts of `footer.form` in data/navigation.json. */
    footerIsland: ShellIsland;
    /** The schema of those texts, the island's props. */
    footerFormSchema: z.ZodType<Record<string, unknown>>;
  };
  locale: {
    /** The document's language (`<html lang>`), e.g. "en". */
    lang: string;
    /** The content's language in structured data (`inLanguage`), e.g. "en-GB". */
    contentLanguage: string;
    labels: ShellLabels;
    ids: ShellIds;
    /**
     * The editor's titles for the fields the engine defines itself (engine/site/field-titles.ts: the page's
     * settings, every block's anchor and background, a link…), by their English title; without it, the English.
     */
    fieldTitles?: Readonly<Record<EngineFieldTitle, string>>;
    /**
     * The editor's help under the fields the engine defines itself (engine/site/field-descriptions.ts), by the
     * engine's name of the field; without it, the English.
     */
    fieldDescriptions?: Readonly<Record<EngineFieldDescription, string>>;
    /**
     * The editor's words for the values of the engine's own lists (engine/site/engine-options.ts: a section's
     * background, the icons), every one; without it, the values as the JSON holds them.
     */
    optionLabels?: EngineOptionLabels;
    /** The visual editor's words (engine/site/editor-words.ts), every one of them; without it, the engine's English. Its dates are written in `contentLanguage`. */
    editor?: EditorWords;
    /**
     * The messages of the content's checks (engine/site/content-words.ts) its editor shows; without it, the
     * engine's English. The build prints the English whatever the site gives.
     */
    content?: ContentWords;
  };
  /** What the visual editor makes for this site. */
  editor?: {
    /**
     * The blocks a page the editor creates starts with, given the page's title, each completed with its type's
     * defaults; without it, one block of the first type the registry lists.
     */
    newPageBlocks?: (title: string) => ReadonlyArray<{ type: string } & Record<string, unknown>>;
    /**
     * The editor built with the site for its owner on the deployed site (as data: its address, "/admin/", and its
     * browser entry module from the engine's root): `npm run build` builds it into dist/ beside the pages, which never
     * load it, and the hosting rules serve it (engine/server/hosting-rules.ts); without it, none.
     */
    hosted?: { path: string; module: string };
  };
  /** Named external links a link field may hold instead of a route ("booking"), with their URLs. */
  links: Readonly<Record<string, string>>;
  /** Embedded forms by name, with their form service ids. */
  forms: Readonly<Record<string, string>>;
  organization: OrganizationFacts;
  /** Its brand: palettes, fonts and their files, tokens, text styles, recipes, global styles, the browser's UI colour. */
  theme: SiteTheme;
}

/** Types a site definition (site.config.ts): the identity, for autocompletion and checks. */
export const defineSite = <const S extends SiteDefinition>(site: S): S => site;

/** The file a content root defines its site in. */
export const siteConfigFile = 'site.config.ts';
