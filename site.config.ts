import { siteDataFiles } from './blocks/data-files.ts';
import { blockRegistry } from './blocks/registry.ts';
import { newsletterTextsSchema } from './blocks/_shell/newsletter/schema.ts';
import settings from './data/site.json' with { type: 'json' };
import { defineSite } from './engine/site/definition.ts';
import { contentWords } from './locale/content.ts';
import { editorWords } from './locale/editor.ts';
import { fieldDescriptions } from './locale/field-descriptions.ts';
import { optionLabels } from './locale/option-labels.ts';
import { brand } from './theme/brand.ts';

/**
 * This site, as the engine receives it (vite.config.ts, `npm run build`, the editor, Storybook): its blocks, its
 * data files, its shell's parts, its language, labels and ids, its editor's words and messages (locale/), its named links and
 * forms, its organisation's facts, its brand.
 */
export default defineSite({
  blocks: blockRegistry,
  blocksFolder: 'blocks',
  dataFiles: siteDataFiles,
  shell: {
    logo: { module: 'blocks/_shell/Logo.tsx', exportName: 'Logo' },
    footerIsland: { module: 'blocks/_shell/newsletter/NewsletterForm.tsx', exportName: 'NewsletterForm' },
    footerFormSchema: newsletterTextsSchema,
  },
  locale: {
    lang: 'fr',
    contentLanguage: 'fr-FR',
    labels: {
      skipLink: 'Aller au contenu',
      mainNavigation: 'Navigation principale',
      mobileNavigation: 'Navigation mobile',
      siteMap: 'Plan du site',
      closeNotification: 'Fermer la notification',
      newTab: 'nouvel onglet',
    },
    ids: { content: 'contenu', mobileMenu: 'menu-mobile' },
    fieldTitles: {
      Anchor: 'Ancre',
      'Section background': 'Fond de la section',
      Eyebrow: 'Surtitre',
      Title: 'Titre',
      Introduction: 'Introduction',
      Label: 'Libellé',
      Link: 'Lien',
      'Question and answer': 'Question',
      Question: 'Question',
      Answer: 'Réponse',
      Icon: 'Icône',
      Form: 'Formulaire',
      'Data file': 'Fichier de données',
      'Page address': 'Adresse de la page',
      'Search engine listing': 'Référencement',
      Description: 'Description',
      'Sharing image': 'Image de partage',
      'Structured data': 'Données structurées',
      Breadcrumb: 'Fil d’Ariane',
      'Parent page': 'Page parente',
    },
    fieldDescriptions,
    optionLabels,
    editor: editorWords,
    content: contentWords,
  },
  // A new page opens on its hero, titled like the page.
  editor: {
    newPageBlocks: (title) => [{ type: 'hero', title }],
    // The owner edits the deployed site there, signed in (ARCHITECTURE.md, "The visual editor").
    hosted: { path: '/admin/', module: 'editor/client/hosted/admin-entry.ts' },
  },
  // The owner sets these in data/site.json, with the rest of their values.
  links: settings.externalLinks,
  forms: settings.tallyForms,
  organization: {
    type: 'ProfessionalService',
    areaServed: 'France',
    addressCountry: 'FR',
    serviceType: 'Chief of Staff freelance',
    priceCurrency: 'EUR',
  },
  theme: brand,
});
