import type { EngineFieldDescription } from '../engine/site/field-descriptions.ts';
import { nbsp, quoted } from '../blocks/_fields/french-spacing.ts';

/** The editor's help under the fields the engine defines (its page settings, every block's anchor and background, a link…), in French. */
export const fieldDescriptions: Readonly<Record<EngineFieldDescription, string>> = {
  anchor: `Identifiant d’ancre${nbsp}: les liens du site atteignent ce bloc par ${quoted('#identifiant')}.`,
  surface: `Fond de la section${nbsp}: clair (par défaut), nuancé ou sombre.`,
  internalLink: `Une page du site (${quoted('/services')}), une ancre de cette page (${quoted('#contact')}) ou les deux (${quoted('/faq#tarifs')}).`,
  namedLink: `Un lien externe nommé dans la définition du site (links)${nbsp}: il s’ouvre toujours dans un nouvel onglet.`,
  form: 'Nom d’un formulaire Tally de la définition du site (forms).',
  dataFile: 'Le fichier de données (data/) dont le bloc affiche le contenu, vérifié et intégré à la construction du site.',
  path: `L’adresse que sert ce fichier (${quoted('/faq')}, ${quoted('/ressources/guide-okr')}). Elle doit être unique.`,
  image: `Image de partage sur les réseaux sociaux, sous public/${nbsp}; par défaut, celle du site.`,
  structuredData: 'Types JSON-LD en plus d’Organization et de BreadcrumbList. FAQPage se construit à partir des questions-réponses de la page.',
  breadcrumb: 'Libellé de cette page dans le fil d’Ariane, ou aucun pour ne pas afficher de fil d’Ariane.',
  parent: `Adresse de la page parente, entre l’accueil et cette page dans le fil d’Ariane${nbsp}; par défaut, la page la plus proche au-dessus de cette adresse (${quoted('/ressources')} pour ${quoted('/ressources/guide-okr')}).`,
};
