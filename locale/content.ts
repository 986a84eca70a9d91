import { z } from 'zod';
import type { ContentWords, RefusedFormatting } from '../engine/site/content-words.ts';
import { frenchSpacing, nbsp, quoted, thin } from '../blocks/_fields/french-spacing.ts';

const listed = (values: readonly string[]) => values.map(quoted).join(', ');

const frenchZod = z.locales.fr().localeError;

const plural = (count: number | bigint, one: string, many: string) => `${count}${nbsp}${Number(count) > 1 ? many : one}`;

/** What a text or a list of too few or too many is told, as a person says it (zod's own French: « Trop petit : chaîne de caractères doit avoir >=1 caractères »). */
function sizeMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? 'Ce champ ne peut pas rester vide.' : `Au moins ${plural(issue.minimum, 'caractère', 'caractères')}.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `${plural(issue.maximum, 'caractère', 'caractères')} au plus.`;
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return issue.exact ? `Exactement ${plural(issue.minimum, 'élément', 'éléments')}.` : `Au moins ${plural(issue.minimum, 'élément', 'éléments')}.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return issue.exact ? `Exactement ${plural(issue.maximum, 'élément', 'éléments')}.` : `${plural(issue.maximum, 'élément', 'éléments')} au plus.`;
  }
  return undefined;
}

const formatting: Record<RefusedFormatting, string> = {
  html: 'le HTML',
  image: 'les images',
  heading: `les titres (ligne commençant par ${quoted('#')})`,
  list: `les listes (ligne commençant par ${quoted('-')}, ${quoted('*')}, ${quoted('+')} ou un nombre suivi d’un point)`,
  quote: `les citations en bloc (ligne commençant par ${quoted('>')})`,
  code: 'le code',
  rule: 'les traits de séparation',
  autolink: `les liens entre ${quoted('<')} et ${quoted('>')}`,
  lineBreak: 'les retours à la ligne forcés',
  linkDefinition: `les définitions de lien (${quoted('[nom]: cible')})`,
  linkTitle: 'les titres de lien',
  emptyLink: 'les liens sans texte',
};

/** zod's French messages, with the no-break spaces French typography sets (zod writes plain ones); sizes worded as a person says them. */
const zodErrors: z.core.$ZodErrorMap = (issue) => {
  const sized = sizeMessage(issue);
  if (sized !== undefined) return sized;
  const said = frenchZod(issue);
  const message = typeof said === 'string' ? said : said?.message;
  return message === undefined ? undefined : frenchSpacing(message);
};

/** The content's checks in French, as the editor shows them under the fields and in its refusals: zod's French, and the engine's messages. */
export const contentWords: ContentWords = {
  zodErrors,
  required: 'Champ obligatoire.',
  unknownBlockType: (found, known) => `Type de bloc inconnu${nbsp}: ${found}. Types connus${nbsp}: ${known.join(', ')}.`,
  unknownChoice: (key, found, known) => `Valeur inconnue pour ${quoted(key)}${nbsp}: ${found}. Valeurs possibles${nbsp}: ${known.join(', ')}.`,
  unknownFields: (keys) => (keys.length > 1 ? `Champs inconnus${nbsp}: ${listed(keys)}.` : `Champ inconnu${nbsp}: ${listed(keys)}.`),
  anchorId: `Attendu${nbsp}: un identifiant d’ancre en minuscules, chiffres et tirets, comme ${quoted('horaires-ouverture')}.`,
  internalLink: `Attendu${nbsp}: une adresse de page comme ${quoted('/services')}, une ancre comme ${quoted('#contact')}, ou les deux.`,
  refusedFormatting: (construct) =>
    `Ce texte n’accepte pas ${formatting[construct]}${nbsp}: seulement **gras**, *italique* et [mots](lien). Une barre oblique inversée devant un caractère le garde tel quel, comme ${quoted('\\-')}.`,
  oneParagraph: `Ce texte tient en un paragraphe${nbsp}: retirez la ligne vide.`,
  unknownTextLink: (target, named) =>
    `Lien vers ${quoted(target)}${nbsp}: attendu une adresse de page comme ${quoted('/services')}, une ancre comme ${quoted('#contact')}, ou l’un des liens du site (${listed(named)}).`,
  routePath: `Attendu${nbsp}: une adresse de page comme ${quoted('/')}, ${quoted('/plan-trimestriel')} ou ${quoted('/ressources/guide-okr')}.`,
  reservedRoute: (route, reserved) => `L’adresse ${quoted(route)} est sous ${reserved}, celle de l’éditeur du site${nbsp}: choisissez-en une autre.`,
  seoTitleTooLong: (max) => `Titre trop long${nbsp}: ${max}${nbsp}caractères au plus, pour que les moteurs de recherche l’affichent en entier.`,
  seoDescriptionTooLong: (max) => `Description trop longue${nbsp}: ${max}${nbsp}caractères au plus, pour que les moteurs de recherche l’affichent en entier.`,
  baseUrlTrailingSlash: `Pas de barre oblique finale${nbsp}: les liens canoniques y ajoutent l’adresse de la page.`,
  tallyFormId: `Attendu${nbsp}: un identifiant de formulaire Tally, comme ${quoted('mOeWqY')}.`,
  noDataFile: (file) => `${file}${nbsp}: ce fichier de données n’existe ni dans la définition du site ni sur le disque.`,
  unreadableDataFile: (file) => `${file}${nbsp}: ce fichier de données n’est pas du JSON valide. Corrigez-le dans un éditeur de texte.`,
  unknownDataFile: 'Fichier de données inconnu.',
  imageSource: `Attendu${nbsp}: une image du dossier images, comme ${quoted('images/atelier.png')} (PNG, JPEG, WebP ou AVIF).`,
  missingImage: (src) => `${src}${nbsp}: cette image n’existe pas.`,
  imageAlt: `Une image a besoin de son texte alternatif (alt), ou de ${quoted('decorative')} si elle ne dit rien.`,
  decorativeAlt: `Une image décorative n’a pas de texte alternatif${nbsp}: retirez ${quoted('alt')} ou ${quoted('decorative')}.`,
  imageTooSmall: (src, width, needed) =>
    `${src} fait ${width}${nbsp}px de large${nbsp}: cet emplacement l’affiche jusqu’à ${needed}${nbsp}px (écran 2×). Choisissez une image plus grande.`,
  anchorNeedsRoute: (href) => `Le lien d’ancre ${quoted(href)} doit nommer une page ici, par exemple ${quoted(`/faq${href}`)}.`,
  unknownRoute: (route) => `Lien vers ${quoted(route)}${nbsp}: aucune page du site n’a cette adresse.`,
  unknownAnchor: (anchor, route, declared) =>
    `L’ancre ${quoted(`#${anchor}`)} n’est déclarée par aucun bloc de la page ${route}${
      declared.length > 0 ? ` (ancres déclarées${nbsp}: ${declared.map((a) => `#${a}`).join(', ')})` : ''
    }.`,
  sharedRoute: (route, otherFile) => `L’adresse ${quoted(route)} est déjà celle de ${otherFile}.`,
  unknownParent: (parent) => `Aucune page du site n’a l’adresse ${quoted(parent)}.`,
  parentWithoutLabel: (parentFile) => `${parentFile} n’a pas de libellé de fil d’Ariane à afficher ici.`,
  faqPageWithoutFaq: 'FAQPage demande un bloc de questions-réponses sur cette page.',
  faqWithoutFaqPage: `Cette page affiche une FAQ${thin}: ajoutez ${quoted('FAQPage')} pour que les moteurs de recherche la voient.`,
};
