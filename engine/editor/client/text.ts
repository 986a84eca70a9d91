/** The editor's words, French, with the no-break spaces French typography puts before « : ; ? ! » and inside « ». */
const nbsp = '\u00a0';
const thin = '\u202f';

/** « text » with no-break spaces inside the guillemets. */
export const quoted = (text: string) => `«${nbsp}${text}${nbsp}»`;

export const t = {
  appTitle: 'Éditeur de pages',
  pages: 'Pages du site',
  newPage: 'Nouvelle page',
  path: 'Adresse',
  title: 'Titre',
  modified: 'Modifiée le',
  open: 'Ouvrir',
  backToList: '← Toutes les pages',
  blocks: 'Blocs de la page',
  pageSettings: 'Réglages de la page (référencement, fil d’Ariane)',
  addBlock: 'Ajouter un bloc',
  blockType: 'Type de bloc',
  add: 'Ajouter',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  duplicate: 'Dupliquer',
  remove: 'Supprimer',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  saving: 'Enregistrement…',
  unsaved: 'Modifications non enregistrées.',
  noChange: 'Aucune modification.',
  invalid: (count: number) => (count === 1 ? `1${nbsp}problème à corriger avant d’enregistrer.` : `${count}${nbsp}problèmes à corriger avant d’enregistrer.`),
  invalidBlock: 'à corriger',
  stale: `Le fichier a changé sur le disque depuis son ouverture${thin}: vos modifications n’ont pas été écrites.`,
  reload: 'Recharger depuis le disque (abandonne vos modifications)',
  undo: 'Annuler',
  redo: 'Rétablir',
  preview: 'Aperçu',
  width: (px: number) => `${px}${nbsp}px`,
  previewWidth: 'Largeur de l’aperçu',
  clear: (label: string) => `Retirer ${quoted(label)}`,
  addField: (label: string) => `Ajouter ${quoted(label)}`,
  item: (label: string, index: number) => `${label} n°${nbsp}${index + 1}`,
  addItem: 'Ajouter un élément',
  none: '— aucun —',
  linkTarget: 'Page ou lien externe',
  linkAnchor: 'Ancre dans la page',
  linkValue: 'Valeur du lien',
  thisPage: '(cette page)',
  sitePages: 'Pages du site',
  externalLinks: 'Liens externes (data/site.json)',
  unknownTarget: (value: string) => `${value} (introuvable)`,
  noAnchor: '— haut de la page —',
  create: 'Créer la page',
  cancel: 'Annuler',
  pathHelp: 'Par exemple /ma-nouvelle-page : minuscules, chiffres et tirets.',
  description: 'Description',
  fixedContent: (value: string) => `Contenu${nbsp}: ${value}`,
  jsonHelp: 'Valeur au format JSON.',
  jsonInvalid: 'JSON invalide.',
  showBreadcrumb: 'Afficher ce champ',
  loading: 'Chargement…',
  selectBlock: 'Choisissez un bloc dans la liste ou dans l’aperçu pour le modifier.',
  editing: (label: string) => `Bloc${nbsp}: ${label}`,
  errorPrefix: `Erreur${nbsp}: `,
  brokenElsewhere: 'Ce que la modification casserait ailleurs',
  notFound: 'Cette page n’existe pas.',
  editDataFile: (file: string) => `Modifier les éléments (${file})`,
  dataFile: (file: string) => `Fichier de données${nbsp}: ${file}`,
  dataHelp: 'Ces éléments sont partagés : chaque page qui les affiche reprend vos modifications.',
  backToPage: (path: string) => `← Retour à la page ${path}`,
  items: 'Éléments',
  dataNotFound: 'Ce fichier de données n’existe pas.',
};

/** French names of the registered blocks; a block added later shows its type until it gets one. */
export const blockNames: Record<string, string> = {
  hero: 'Bandeau d’accueil',
  textSection: 'Section de texte',
  stats: 'Chiffres clés',
  logoStrip: 'Bandeau de logos',
  cardGrid: 'Grille de cartes',
  steps: 'Étapes',
  faq: 'Questions fréquentes',
  ctaBand: 'Appel à l’action',
  formEmbed: 'Formulaire intégré',
  collectionGrid: 'Grille de contenus',
  testimonial: 'Témoignage',
  comparisonTable: 'Tableau comparatif',
  tabs: 'Onglets',
  floatingCta: 'Bouton flottant',
  article: 'Article',
  simulator: 'Simulateur',
  jobDescriptionGenerator: 'Générateur de fiche de poste',
  faqExplorer: 'Explorateur de questions',
  comparisonQuiz: 'Quiz comparatif',
  manifestoQuiz: 'Quiz du manifeste',
  readingGuide: 'Guide de lecture',
  testimonialCarousel: 'Carrousel de témoignages',
  riskMatrix: 'Matrice des risques',
  roadmap: 'Feuille de route',
  strategicMatrix: 'Matrice stratégique',
  caseStudies: 'Études de cas',
  okrPyramid: 'Pyramide des OKR',
  sliderComparison: 'Comparaison à curseur',
};

export const blockName = (type: string) => blockNames[type] ?? type;

const summaryKeys = ['title', 'label', 'question', 'eyebrow', 'heading', 'text', 'intro', 'collection'];

/** A line telling blocks apart in the list: the block's title or first text. */
export function blockSummary(block: Record<string, unknown>): string {
  for (const key of summaryKeys) {
    const value = block[key];
    if (typeof value === 'string' && value.trim() !== '') return value.length > 70 ? `${value.slice(0, 69)}…` : value;
  }
  return '';
}

/** "23 novembre 2026 à 14:05" */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
