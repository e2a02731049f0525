/**
 * One question's answers as a horizontal bar chart (recharts): a bar per option with its count. The same
 * numbers are in the table beside it (QuestionTable), so the chart is decoration for screen readers.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SurveyQuestion } from './survey-api.js';
import { answersCount } from './survey-texts.js';

const BAR_HEIGHT = 34;
const BAR_COLOR = '#2563eb';

export function QuestionChart({ question }: { question: SurveyQuestion }) {
  const data = question.options.map((option) => ({ name: option.label, count: option.count }));
  const height = Math.max(2, data.length) * BAR_HEIGHT + 40;
  return (
    <div className="za-survey-chart" aria-hidden="true" data-testid={`survey-chart-${question.fieldName}`}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={160} tick={{ fontSize: 13 }} />
          <Tooltip formatter={(value) => [answersCount(Number(value)), 'Wybrano']} />
          <Bar dataKey="count" fill={BAR_COLOR} isAnimationActive={false} radius={[0, 4, 4, 0]}>
            <LabelList dataKey="count" position="right" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
