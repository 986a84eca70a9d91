import type { CompanySize } from '../company-size.ts';

// What a Chief of Staff takes on depends first on how big the company is (a founder's right hand in a
// start-up, a governance role in a mid-cap) and then on its sector. These are the consultancy's own
// wordings; the document lists them after the missions the visitor typed.

const BY_SIZE: Record<CompanySize, string[]> = {
  '0-10': [
    'Être le bras droit du fondateur\u00a0: prendre en charge les sujets transverses qui n’ont pas encore de responsable.',
    'Poser les premiers processus (recrutement, reporting, outils) sans alourdir une équipe qui doit rester agile.',
    'Préparer les levées de fonds et les échanges avec les investisseurs\u00a0: données, supports, suivi des engagements.',
  ],
  '11-49': [
    'Structurer la croissance\u00a0: rituels de management, tableaux de bord et circulation de l’information.',
    'Piloter le Quarter Plan et les OKR, du cadrage des priorités au suivi trimestriel.',
    'Accompagner la montée en compétence des premiers managers et fluidifier la coordination entre équipes.',
  ],
  '50-100': [
    'Animer le comité de direction\u00a0: ordre du jour, préparation des décisions, suivi des arbitrages.',
    'Coordonner les projets transverses entre directions et lever les points de blocage.',
    'Aligner les équipes sur la vision et les objectifs, avec une communication interne régulière.',
  ],
  '101+': [
    'Organiser la gouvernance\u00a0: comités exécutifs, conseils d’administration, séminaires stratégiques.',
    'Porter les programmes de transformation et la matrice des risques de l’entreprise.',
    'Représenter la direction générale auprès des business units et assurer le suivi des engagements.',
  ],
};

// Sectors are typed freely by the visitor ('Tech, Industrie, Services...'), so they are matched on stems,
// without accents or case.
const BY_SECTOR: Array<{ stems: string[]; mission: string }> = [
  {
    stems: ['tech', 'logiciel', 'saas', 'numerique', 'digital', 'informatique', 'startup', 'start-up'],
    mission: 'Synchroniser la feuille de route produit avec les équipes techniques et commerciales pour raccourcir le time to market.',
  },
  {
    stems: ['banque', 'bancaire', 'assurance', 'finance', 'fintech', 'credit', 'gestion d’actifs', 'private equity'],
    mission: 'Coordonner les chantiers réglementaires et de conformité avec les métiers, sans ralentir l’innovation.',
  },
  {
    stems: ['retail', 'commerce', 'distribution', 'magasin', 'e-commerce', 'grande consommation'],
    mission: 'Aligner le réseau de points de vente, le e-commerce et la logistique autour d’objectifs communs.',
  },
  {
    stems: ['media', 'presse', 'audiovisuel', 'divertissement', 'edition', 'contenu'],
    mission: 'Assurer la veille sur les plateformes, les algorithmes et les nouveaux modèles de monétisation.',
  },
  {
    stems: ['industrie', 'industriel', 'manufactur', 'production', 'usine', 'btp', 'construction', 'energie'],
    mission: 'Piloter les projets d’excellence opérationnelle et le suivi des investissements industriels.',
  },
  {
    stems: ['restaura', 'hotel', 'tourisme', 'loisir'],
    mission: 'Harmoniser les standards d’exploitation entre établissements et suivre les indicateurs de chaque site.',
  },
  {
    stems: ['sante', 'pharma', 'medical', 'biotech', 'clinique'],
    mission: 'Coordonner les projets cliniques, réglementaires et commerciaux et sécuriser leurs jalons.',
  },
  {
    stems: ['jeux', 'jeu d’argent', 'paris sportifs', 'gambling', 'casino', 'loterie'],
    mission: 'Suivre les exigences de l’autorité de régulation et les projets de conformité liés au jeu responsable.',
  },
  {
    stems: ['conseil', 'service', 'agence', 'cabinet'],
    mission: 'Structurer l’offre et le suivi de la rentabilité des missions pour accompagner la croissance du cabinet.',
  },
];

function simplified(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '’')
    .toLowerCase();
}

/** Missions fitted to the company: three for its size, one per recognised sector, or a generic one. */
export function suggestedMissions(size: CompanySize, sector: string): string[] {
  const key = simplified(sector);
  const sectorMissions = BY_SECTOR.filter(({ stems }) => stems.some((stem) => key.includes(stem))).map(({ mission }) => mission);
  const fallback = `Construire une connaissance fine du secteur «\u00a0${sector}\u00a0» et en tirer les priorités stratégiques de la direction.`;
  return [...BY_SIZE[size], ...(sectorMissions.length > 0 ? sectorMissions : [fallback])];
}

/** The visitor's free text, one mission per line (or per `;` / bullet), without list markers. */
export function visitorMissions(missions: string): string[] {
  return missions
    .split(/\r?\n|;|•/)
    .map((item) => item.replace(/^[\s\-–—*·]+/, '').trim())
    .filter((item) => item !== '');
}
