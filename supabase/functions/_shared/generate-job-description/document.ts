import { COMPANY_SIZE_LABELS } from '../company-size.ts';
import { escapeHtml } from '../html.ts';
import type { JobDescriptionInput } from './input.ts';
import { suggestedMissions, visitorMissions } from './missions.ts';
import { JOB_DESCRIPTION_CSS } from './styles.ts';

// French typography: non-breaking space before «:», narrow one before «;!?», inside guillemets and in numbers.

const PROFILE = [
  'Au moins 3\u00a0ans d’expérience auprès de dirigeants (direction générale, comité exécutif), en conseil en stratégie, en direction de projets transverses ou comme Chief of Staff.',
  'Une grande capacité d’analyse et de synthèse\u00a0: transformer un sujet complexe en décision claire.',
  'Un sens politique affirmé, une discrétion absolue et le respect de la confidentialité.',
  'Une aisance rédactionnelle et orale, en français comme en anglais.',
  'La maîtrise des méthodes de pilotage (OKR, Quarter Plan, gestion de projet, matrice des risques).',
  'Une posture de généraliste, loyale envers le dirigeant et franche dans ses recommandations.',
];

function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function frenchDate(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);
}

/** The complete HTML document of a personalised Chief of Staff job description. All values are escaped. */
export function renderJobDescription(input: JobDescriptionInput, generatedAt: Date): string {
  const company = escapeHtml(input.company_name);
  const sector = escapeHtml(input.sector);
  const sizeLabel = COMPANY_SIZE_LABELS[input.company_size];
  const own = visitorMissions(input.missions);
  const salary = input.salary_range === '' ? 'Selon profil et expérience' : input.salary_range;
  const email = escapeHtml(input.email);
  const missions =
    own.length > 0
      ? `<h3>Priorités fixées par la direction</h3>${list(own)}<h3>Missions clés du poste</h3>${list(suggestedMissions(input.company_size, input.sector))}`
      : list(suggestedMissions(input.company_size, input.sector));

  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Fiche de poste – Chief of Staff – ${company}</title>
<style>${JOB_DESCRIPTION_CSS}</style>
</head>
<body>
<main class="sheet">
  <header class="masthead">
    <p class="eyebrow">Fiche de poste</p>
    <h1>Chief of Staff</h1>
    <p class="company">${company}</p>
    <dl class="facts">
      <div><dt>Taille</dt><dd>${escapeHtml(sizeLabel)}</dd></div>
      <div><dt>Secteur</dt><dd>${sector}</dd></div>
      <div><dt>Rattachement</dt><dd>Direction générale</dd></div>
    </dl>
  </header>

  <section>
    <h2>Contexte</h2>
    <p>${company}, entreprise du secteur ${sector} (${escapeHtml(sizeLabel.toLowerCase())}), recrute son Chief of Staff. Véritable bras droit du dirigeant, il ou elle démultiplie sa capacité d’action\u00a0: clarifier les priorités, faire avancer les projets transverses et garantir que les décisions prises deviennent des résultats.</p>
    <p>À la différence d’un consultant, missionné sur un périmètre court et défini, le Chief of Staff s’inscrit dans la durée et intervient sur l’ensemble des sujets de la direction.</p>
  </section>

  <section>
    <h2>Missions</h2>
    ${missions}
  </section>

  <section>
    <h2>Profil recherché</h2>
    ${list(PROFILE)}
  </section>

  <section>
    <h2>Conditions</h2>
    <ul>
      <li><strong>Rattachement\u00a0:</strong> directement au dirigeant.</li>
      <li><strong>Rémunération\u00a0:</strong> ${escapeHtml(salary)}.</li>
      <li><strong>Format\u00a0:</strong> poste à temps plein ou mission freelance à temps partagé, selon la maturité de l’organisation.</li>
      <li><strong>Prise de poste\u00a0:</strong> dès que possible.</li>
    </ul>
  </section>

  <section>
    <h2>Candidature</h2>
    <p>Adressez votre CV et quelques lignes sur votre motivation à <a href="mailto:${email}">${email}</a>.</p>
  </section>

  <footer>
    <span>Fiche de poste générée le ${frenchDate(generatedAt)}</span>
    <span class="screen-only">Pour obtenir un PDF\u00a0: Fichier › Imprimer › Enregistrer au format PDF (A4).</span>
  </footer>
</main>
</body>
</html>
`;
}
