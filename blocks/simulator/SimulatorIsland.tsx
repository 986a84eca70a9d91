'use client';

import { useState } from 'react';
import { notify } from '../../engine/ui-kit/notify.ts';
import { Panel } from '../_interactive/Panel.tsx';
import { useFocusOnChange } from '../_interactive/use-focus-on-change.ts';
import { InfoStep } from './InfoStep.tsx';
import { allAnswered, answeredCount, emptyInfo, groupByCategory, scorePercent, type Answers, type ContactInfo } from './logic.ts';
import { QuestionsStep } from './QuestionsStep.tsx';
import { ResultStep } from './ResultStep.tsx';
import { followSession, saveAssessment } from './save-assessment.ts';
import type { SimulatorProps } from './schema.ts';
import { StepIndicator } from './StepIndicator.tsx';

export type SimulatorIslandProps = Pick<SimulatorProps, 'questionnaire' | 'stepLabels' | 'info' | 'questions' | 'result' | 'messages'> & {
  /** The section around it is dark (its context does not reach an island): the result's call to action follows it. */
  dark: boolean;
};

const steps = ['info', 'questions', 'result'] as const;
type Step = (typeof steps)[number];

/**
 * The simulator's island, everything its steps change: the step indicator and the panel with the current step.
 * Drawn with compiled styles and native fields, so that the browser loads React and this, no style engine.
 */
export default function SimulatorIsland({ questionnaire, stepLabels, info, questions, result, messages, dark }: SimulatorIslandProps) {
  const [step, setStep] = useState<Step>('info');
  const [contact, setContact] = useState<ContactInfo>(emptyInfo);
  const [answers, setAnswers] = useState<Answers>({});
  const [page, setPage] = useState(0);
  const [saving, setSaving] = useState(false);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${step}-${page}`);

  const groups = groupByCategory(questionnaire.questions);
  const answered = answeredCount(questionnaire.questions, answers);

  const start = (details: ContactInfo) => {
    setContact(details);
    setStep('questions');
    followSession();
  };

  // The result is shown whatever happens to the save: the visitor answered, the score is theirs.
  const submit = async () => {
    if (!allAnswered(questionnaire.questions, answers) || saving) return;
    setSaving(true);
    try {
      const outcome = await saveAssessment(contact, questionnaire.questions, answers);
      if (outcome.status === 'error') throw new Error(outcome.message ?? 'submit_assessment failed');
      void notify({ ...messages.saved, type: 'success' });
    } catch (error) {
      console.error('Assessment could not be saved', error);
      void notify({ ...messages.saveFailed, type: 'error' });
    } finally {
      setSaving(false);
      setStep('result');
    }
  };

  const restart = () => {
    setContact(emptyInfo);
    setAnswers({});
    setPage(0);
    setStep('info');
  };

  return (
    <>
      <StepIndicator labels={stepLabels} current={steps.indexOf(step)} />
      <Panel>
        {step === 'info' && <InfoStep texts={info} messages={messages} onComplete={start} headingRef={headingRef} />}
        {step === 'questions' && (
          <QuestionsStep
            texts={questions}
            scale={questionnaire.scale}
            groups={groups}
            page={page}
            onPageChange={setPage}
            answers={answers}
            onAnswer={(questionId, value) => setAnswers((current) => ({ ...current, [questionId]: value }))}
            answered={answered}
            total={questionnaire.questions.length}
            saving={saving}
            onSubmit={submit}
            headingRef={headingRef}
          />
        )}
        {step === 'result' && (
          <ResultStep
            texts={result}
            firstName={contact.firstName}
            score={scorePercent(Object.values(answers))}
            onRestart={restart}
            dark={dark}
            headingRef={headingRef}
          />
        )}
      </Panel>
    </>
  );
}
