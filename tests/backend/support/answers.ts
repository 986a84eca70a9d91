/** The 16 simulator answers in the shape submit_assessment() takes, with the given values for q1..q16. */
export function answersWithValues(values: readonly number[]) {
  return values.map((value, index) => ({
    question_id: `q${index + 1}`,
    question_text: `Question ${index + 1}`,
    question_category: 'Gestion du temps & des priorités',
    answer_value: value,
  }));
}

/** Sixteen answers summing to `total` (16 … 160), as evenly spread as integers allow. */
export function answersSummingTo(total: number) {
  const base = Math.floor(total / 16);
  const extra = total % 16;
  return answersWithValues(Array.from({ length: 16 }, (_, index) => base + (index < extra ? 1 : 0)));
}
