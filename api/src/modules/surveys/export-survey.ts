/**
 * The survey's answers as CSV (UTF-8 with BOM, ';', the participants export's quoting) and XLSX: one row per
 * filled-in survey, newest first, with when, who (the participant's name, or 'anonimowo') and each question's
 * answer as the participant saw it (option labels, 'Tak'/'Nie'), never the stored values.
 */
import { PassThrough, type Readable } from 'node:stream';
import { type FormDefinition, formatInWarsaw, surveyAnswerText, surveyQuestions } from '@zapisy/core';
import ExcelJS from 'exceljs';
import { csvChunksOf } from '../participants/index.js';
import type { SurveyAnswerRow } from './survey-answers.js';

export interface SurveyExportColumn {
  header: string;
  cell: (row: SurveyAnswerRow) => string;
}

export const ANONYMOUS_LABEL = 'anonimowo';

export function surveyExportColumns(definition: FormDefinition): SurveyExportColumn[] {
  const byName = new Map(definition.map((field) => [field.field_name, field]));
  return [
    { header: 'Wypełniono', cell: (row) => formatInWarsaw(row.answeredAt, { seconds: false }) },
    {
      header: 'Uczestnik',
      cell: (row) => (row.participantId ? (row.participantName ?? '') : ANONYMOUS_LABEL),
    },
    ...surveyQuestions(definition).map((question) => ({
      header: question.label,
      cell: (row: SurveyAnswerRow) =>
        surveyAnswerText(byName.get(question.fieldName), row.values[question.fieldName]),
    })),
  ];
}

export function surveyCsvChunks(columns: readonly SurveyExportColumn[], rows: readonly SurveyAnswerRow[]) {
  return csvChunksOf(columns, rows, (row, column) => column.cell(row));
}

async function writeXlsx(
  output: PassThrough,
  columns: readonly SurveyExportColumn[],
  rows: readonly SurveyAnswerRow[],
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Ankieta');
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: Math.min(50, Math.max(12, column.header.length + 2)),
  }));
  for (const row of rows) sheet.addRow(columns.map((column) => column.cell(row))).commit();
  sheet.commit();
  await workbook.commit();
}

export function surveyXlsxStream(
  columns: readonly SurveyExportColumn[],
  rows: readonly SurveyAnswerRow[],
): Readable {
  const output = new PassThrough();
  writeXlsx(output, columns, rows).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
