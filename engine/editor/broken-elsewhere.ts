import { formatJsonPath } from '../schema/json-path.ts';
import type { ContentIssue } from '../validation/issue.ts';

/** A problem a save would cause in another file, worded in French for the person saving; `route` when that file is a page. */
export interface BrokenElsewhere extends ContentIssue {
  route: string | undefined;
}

const nbsp = '\u00a0';

function subject(file: string, route: string | undefined): string {
  if (route !== undefined) return `La page ${route} (${file})`;
  return file === 'data/navigation.json' ? `La navigation du site (${file})` : `Le fichier ${file}`;
}

/**
 * What `issue`, found by the build in a file other than the one being saved, means for the person saving: which
 * page (or file) breaks, at which field, and why, from the finding of the rule across files that reported it.
 */
export function brokenElsewhere(issue: ContentIssue, route: string | undefined): BrokenElsewhere {
  const who = subject(issue.file, route);
  const field = issue.path.length > 0 ? ` (champ ${formatJsonPath(issue.path)})` : '';
  const finding = issue.finding;
  const message = (() => {
    switch (finding?.rule) {
      case 'unknownAnchor':
        return `${who} renvoie à l’ancre #${finding.anchor} de ${finding.route}${field}, qui n’existerait plus sur cette page.`;
      case 'unknownRoute':
        return `${who} renvoie à ${finding.route}${field}, qui ne serait pas une page du site.`;
      case 'unknownParent':
        return `${who} a ${finding.parent} pour page parente dans son fil d’Ariane${field}, qui ne serait pas une page du site.`;
      case 'parentWithoutLabel':
        return `${who} a ${finding.parent} pour page parente dans son fil d’Ariane${field}, mais ${finding.parent} n’aurait pas de libellé à y afficher.`;
      case 'sharedRoute':
        return `${who} a la même adresse, ${finding.route}, que ${finding.otherFile}.`;
      default:
        return `${who} ne passerait plus la validation${field}${nbsp}: ${issue.message}`;
    }
  })();
  return { file: issue.file, path: issue.path, route, message };
}
