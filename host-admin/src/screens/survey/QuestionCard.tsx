import { QuestionChart } from './QuestionChart.js';
import type { SurveyQuestion } from './survey-api.js';
import { answersCount, percent, QUESTION_KIND_LABELS } from './survey-texts.js';

/** One question of the results: its label, kind, how many answered, the chart and the counts, or the text answers. */
export function QuestionCard({ question, total }: { question: SurveyQuestion; total: number }) {
  const titleId = `survey-question-${question.fieldName}`;
  return (
    <section className="za-card za-survey-question" aria-labelledby={titleId} data-testid={titleId}>
      <h2 className="za-survey-question__title" id={titleId}>
        {question.label}
      </h2>
      <p className="za-survey-question__meta">
        {QUESTION_KIND_LABELS[question.kind]} · {answersCount(question.answered)}
        {question.kind === 'multiple' ? ' (można wybrać kilka)' : ''}
        {question.average !== null ? ` · średnia ${question.average}` : ''}
      </p>
      {question.kind === 'text' ? (
        question.texts.length === 0 ? (
          <p className="za-card__text">Nikt jeszcze nie odpowiedział na to pytanie.</p>
        ) : (
          <ul className="za-survey-texts">
            {question.texts.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same answer may come twice; the order is stable.
              <li key={index}>{text}</li>
            ))}
          </ul>
        )
      ) : (
        <div className="za-survey-question__body">
          <QuestionChart question={question} />
          <table className="za-table za-survey-table">
            <thead>
              <tr>
                <th scope="col">Odpowiedź</th>
                <th scope="col">Liczba</th>
                <th scope="col">Udział</th>
              </tr>
            </thead>
            <tbody>
              {question.options.map((option) => (
                <tr key={option.value}>
                  <td>{option.label}</td>
                  <td>{option.count}</td>
                  <td>{percent(option.count, question.kind === 'multiple' ? total : question.answered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
