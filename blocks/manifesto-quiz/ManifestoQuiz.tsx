import { Link, Stack, Text } from '@chakra-ui/react';
import { StepHeading } from '../_interactive/StepHeading.tsx';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { CtaButton } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { percentDone } from '../_interactive/percent.ts';
import { QuizQuestion } from '../_interactive/QuizQuestion.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { useFocusOnChange } from '../_interactive/use-focus-on-change.ts';
import { useStateShownAtOnce } from '../_interactive/use-state-shown-at-once.ts';
import { manifestoOutcome, manifestoScore, openInNewTab } from './logic.ts';
import type { ManifestoQuizProps } from './schema.ts';

/** Three questions; the last answer opens the next step in a new tab (a call, or the simulator). No restart. */
export default function ManifestoQuiz({ id, surface = 'muted', eyebrow, title, intro, questions, progressLabel, outcomes, finished }: ManifestoQuizProps) {
  const [answers, setAnswers] = useStateShownAtOnce<number[]>([]);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(answers.length);
  const current = questions[answers.length];
  const outcome = outcomes[manifestoOutcome(manifestoScore(answers))];

  const answer = (choice: number) => {
    const next = [...answers, choice];
    setAnswers(next);
    // Opened within the click itself, so browsers treat it as the visitor's own action, not a pop-up.
    if (next.length === questions.length) openInNewTab(outcomes[manifestoOutcome(manifestoScore(next))].href.href);
  };

  return (
    <Section id={id} surface={surface} width="3xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Panel>
        {current ? (
          <QuizQuestion
            progressText={fillTemplate(progressLabel, { percent: percentDone(answers.length, questions.length) })}
            percent={percentDone(answers.length, questions.length)}
            question={current.question}
            options={current.options}
            onAnswer={answer}
            headingRef={headingRef}
          />
        ) : (
          <Stack gap="4" align="flex-start">
            <StepHeading ref={headingRef} as="h3">
              {finished.title}
            </StepHeading>
            <Text color="fg.muted">{finished.text}</Text>
            <CtaButton cta={finished.cta} size="md" />
            <Text fontSize="sm" color="fg.muted">
              {finished.fallback}{' '}
              <Link asChild color="brand.solid" fontWeight="600" textDecoration="underline">
                <SiteAnchor link={outcome.href} target="_blank" rel="noopener noreferrer">
                  {outcome.label}
                </SiteAnchor>
              </Link>
            </Text>
          </Stack>
        )}
      </Panel>
    </Section>
  );
}
