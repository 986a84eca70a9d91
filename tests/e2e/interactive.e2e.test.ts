import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { faqExplorerSchema } from '../../blocks/faq-explorer/schema.ts';
import { createClientWithoutRealtime } from '../../supabase/functions/_shared/client-without-realtime.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { pageBlock } from '../interactive/support/page-block.ts';
import { axeViolations } from './axe.ts';
import { notice, sharedBrowser, openRoute, viewports } from './browser.ts';

// The interactive blocks in real Chromium against the production build and the local backend it serves:
// what a visitor does, what the browser downloads or opens, and what the database ends up holding, on a
// desktop and a phone. Every journey ends with an empty list of console errors and warnings, the tabs it
// opens included.

const baseUrl = inject('baseUrl');

// These tests only read tables, with the service role.
const database = createClientWithoutRealtime(baseUrl, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

const browser = sharedBrowser();

describe.each(Object.entries(viewports))('interactive journeys, %s', (name, viewport) => {
  describe('simulator', () => {
    it('runs from the details to the result and stores the assessment with its 16 answers', async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/simulateur-chief-of-staff', { viewport });
      const email = `simulateur-${name}-${Date.now()}@exemple.fr`;
      await page.getByRole('button', { name: "Commencer l'évaluation" }).click();
      await page.getByText('Le prénom est requis').waitFor();
      // Axe on each state the journey reaches that a story checks in isolation: here the details with their errors.
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Prénom').fill('Claire');
      await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
      await page.getByRole('textbox', { name: /Entreprise/ }).fill('Atelier Nord');
      await page.getByRole('textbox', { name: /E-mail/ }).fill(email.toUpperCase());
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Gestion du temps & des priorités' }).waitFor();

      // Answers 1 to 10, then 1 to 6: 55 + 21 = 76 points, 47.5 %, rounded to 48 %.
      const values = [...Array.from({ length: 10 }, (_, index) => index + 1), ...Array.from({ length: 6 }, (_, index) => index + 1)];
      let question = 0;
      for (;;) {
        const groups = page.getByRole('radiogroup');
        const count = await groups.count();
        for (let index = 0; index < count; index++) {
          const value = values[question++]!;
          if (index === 0) {
            // The first scale of each page by keyboard: focus its first value, then arrows.
            await groups.nth(index).locator('input').first().focus();
            await page.keyboard.press('Space');
            for (let step = 1; step < value; step++) await page.keyboard.press('ArrowRight');
          } else {
            await groups
              .nth(index)
              .locator('label')
              .nth(value - 1)
              .click();
          }
        }
        const next = page.getByRole('button', { name: 'Suivant' });
        if ((await next.count()) === 0) break;
        await next.click();
      }
      expect(question).toBe(16);
      const submit = page.getByRole('button', { name: 'Voir mon résultat' });
      await page.waitForFunction(() => document.body.textContent?.includes('16 / 16 réponses'));
      await submit.click();

      const saved = notice(page, 'Évaluation sauvegardée');
      await saved.waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Claire, voici votre résultat' }).waitFor();
      // The notice fades in over 0.4 s; axe judges the contrast a visitor reads once it is in.
      await expect.poll(() => saved.evaluate((root) => getComputedStyle(root).opacity)).toBe('1');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('not-needed');
      expect(await page.locator('[data-verdict]').textContent()).toMatch(/48\s%/);

      const { data: assessments, error } = await database
        .from('chief_of_staff_assessments')
        .select('id, first_name, last_name, company, email, final_score, needs_chief_of_staff, user_id')
        .eq('email', email);
      expect(error).toBeNull();
      expect(assessments).toHaveLength(1);
      const [assessment] = assessments!;
      expect(assessment).toMatchObject({
        first_name: 'Claire',
        last_name: 'Martin',
        company: 'Atelier Nord',
        final_score: 48,
        needs_chief_of_staff: false,
        user_id: null,
      });
      const { data: answers } = await database
        .from('assessment_answers')
        .select('question_id, question_category, answer_value')
        .eq('assessment_id', assessment!.id);
      expect(answers).toHaveLength(16);
      const byQuestion = Object.fromEntries(answers!.map((answer) => [answer.question_id, answer.answer_value]));
      expect(values.map((_, index) => byQuestion[`q${index + 1}`])).toEqual(values);
      expect(answers!.find((answer) => answer.question_id === 'q16')!.question_category).toBe('Développement personnel et gestion de la croissance');

      await page.getByRole('button', { name: 'Recommencer le test' }).click();
      expect(await page.getByLabel('Prénom').inputValue()).toBe('');
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);
  });

  describe('job-description generator', () => {
    it('stores the lead and downloads the document under the sanitised name, a script in the company name staying inert', async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/fiche-poste-chief-of-staff', { viewport, acceptDownloads: true });
      const payload = `Café <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
      const email = `fiche-${name}-${Date.now()}@exemple.fr`;
      const form = page.locator('#fiche-poste');
      const submit = form.getByRole('button', { name: 'Générer ma fiche de poste' });
      expect(await submit.isDisabled()).toBe(true);

      await form.getByRole('textbox', { name: /Nom de l'entreprise/ }).fill(payload);
      const size = form.getByRole('combobox', { name: /Taille de l'entreprise/ });
      await size.selectOption({ label: '11 à 49 salariés' });
      expect(await size.inputValue()).toBe('11-49');
      await form.getByRole('textbox', { name: /Secteur/ }).fill('Industrie');
      await form.getByRole('textbox', { name: /E-mail/ }).fill(email);
      await form.getByRole('textbox', { name: /Missions/ }).fill('Structurer le comité de direction');

      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await submit.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Fiche_Poste_Chief_of_Staff_Caf___img_src_x_onerror__window___xss_1___script_window___xss_2__script_.html');
      await notice(page, 'Fiche de poste générée').waitFor();
      expect(await form.getByRole('textbox', { name: /Nom de l'entreprise/ }).inputValue()).toBe('');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

      // Saved under its own name, so that the browser opens it as a web page, as the visitor's would.
      const file = join(tmpdir(), `e2e-${Date.now()}-${download.suggestedFilename()}`);
      await download.saveAs(file);
      const html = readFileSync(file, 'utf8');
      expect(html).toContain('Structurer le comité de direction');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>window.__xss');
      expect(html).toContain('&lt;img');

      // Opened as the visitor would open it: the payload is text, nothing runs.
      const viewer = await page.context().newPage();
      await viewer.goto(pathToFileURL(file).href);
      expect(await viewer.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await viewer.locator('img[src="x"]').count()).toBe(0);
      expect(await viewer.locator('body').textContent()).toContain('<img src=x onerror=');
      rmSync(file, { force: true });

      const { data: leads } = await database.from('leads').select('company_name, company_size, sector, missions, salary_range').eq('email', email);
      expect(leads).toEqual([
        { company_name: payload, company_size: '11-49', sector: 'Industrie', missions: 'Structurer le comité de direction', salary_range: null },
      ]);
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);
  });

  describe('FAQ', () => {
    it('filters by search text and category, and resets from the empty state', async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/faq', { viewport });
      const status = page.getByRole('status').filter({ hasText: 'trouvée' });
      expect(await status.textContent()).toBe('21 questions trouvées');
      await page.getByRole('searchbox').fill('ASSISTANT DE DIRECTION');
      await page.waitForFunction(() => document.body.textContent?.includes('1 question trouvée'));
      await page.locator('summary', { hasText: /Quelle différence entre un Chief of Staff et un assistant/ }).click();
      await page.getByText("L'assistant de direction organise l'agenda").waitFor();

      await page
        .getByRole('group', { name: 'Filtrer par catégorie' })
        .getByRole('button', { name: /^Formation/ })
        .click();
      await page.getByText('Aucune question ne correspond à votre recherche').waitFor();
      expect(await status.textContent()).toBe('0 question trouvée');
      await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
      expect(await page.getByRole('searchbox').inputValue()).toBe('');
      expect(await status.textContent()).toBe('21 questions trouvées');
      expect(problems).toEqual([]);
      await page.context().close();
    }, 60_000);
    // A chip is a toggle button: a click, Space or Enter presses it, and on the chosen one goes back to all questions.
    it('answers a click, Space and Enter alike on every chip, and deselects the chosen one', async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/faq', { viewport });
      const { faq } = pageBlock('faq', 'faqExplorer', faqExplorerSchema);
      const status = page.getByRole('status').filter({ hasText: 'trouvée' });
      const chips = page.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('button');
      const found = (count: number) => `${count} ${count > 1 ? 'questions trouvées' : 'question trouvée'}`;
      const shows = [faq.items.length, ...faq.categories.map((category) => faq.items.filter((item) => item.category === category.id).length)];
      const pressed = () => chips.evaluateAll((buttons) => buttons.flatMap((button, index) => (button.getAttribute('aria-pressed') === 'true' ? [index] : [])));
      const showing = async (index: number) => {
        await expect.poll(pressed).toEqual([index]);
        await expect.poll(() => status.textContent()).toBe(found(shows[index]!));
      };
      expect(await chips.count()).toBe(7);
      // Each category chosen and deselected by a click, then by Space and Enter on the chip the focus stays on.
      for (const index of [1, 2, 3, 4, 5, 6]) {
        await chips.nth(index).click();
        await showing(index);
        await chips.nth(index).click();
        await showing(0);
        await page.keyboard.press('Space');
        await showing(index);
        await page.keyboard.press('Enter');
        await showing(0);
      }
      // "Toutes" pressed again keeps every question.
      await chips.nth(0).click();
      await page.keyboard.press('Enter');
      await showing(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }, 60_000);
  });

  describe('manifesto quiz', () => {
    it('opens the booking calendar in a new tab without an opener once 4 points are reached', async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/manifeste', { viewport });
      // The calendar answers with a page (third-party hosts otherwise get an empty 204, which leaves a tab blank).
      await page.context().route('https://calendly.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Agenda</title>' }));
      const quiz = page.locator('#quiz');
      await quiz.getByRole('button', { name: 'Trop de sujets stratégiques à mener de front' }).click();
      await quiz.getByText(/33\s% complété/).waitFor();
      await quiz.getByRole('button', { name: /Un bras droit engagé dans la durée/ }).click();
      const opening = page.context().waitForEvent('page');
      await quiz.getByRole('button', { name: "D'ici six mois" }).click();
      const tab = await opening;
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe('https://calendly.com/cap-chiefofstaff/consultation-30-min');
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await quiz.getByRole('heading', { name: 'Quiz terminé' }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    }, 60_000);

    it('opens the simulator in a new tab below 4 points', async () => {
      const { page, problems } = await openRoute(browser(), baseUrl, '/manifeste', { viewport });
      const quiz = page.locator('#quiz');
      await quiz.getByRole('button', { name: 'Aucune difficulté particulière en ce moment' }).click();
      await quiz.getByRole('button', { name: /Un renfort ponctuel/ }).click();
      const opening = page.context().waitForEvent('page');
      await quiz.getByRole('button', { name: "D'ici six mois" }).click();
      const tab = await opening;
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe(`${baseUrl}/simulateur-chief-of-staff`);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      // The simulator tab runs our own code: it must work, without a console problem either.
      await tab.getByRole('button', { name: "Commencer l'évaluation" }).click();
      await tab.getByText('Le prénom est requis').waitFor();
      await quiz.getByRole('heading', { name: 'Quiz terminé' }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    }, 60_000);
  });
});
