/** Polish labels of react-page's own UI (its `uiTranslator` keys are the English texts). */
const POLISH: Readonly<Record<string, string>> = {
  'Edit blocks': 'Edycja pól',
  'Add blocks': 'Dodawanie pól',
  'Move blocks': 'Przesuwanie pól',
  'Resize blocks': 'Zmiana szerokości',
  'Preview page': 'Podgląd',
  'Click to add or drag and drop it somewhere on your page!':
    'Kliknij, aby dodać, albo przeciągnij na formularz',
  'Duplicate Plugin': 'Duplikuj',
  'Duplicate al': 'Duplikuj zaznaczone',
  'Remove Plugin': 'Usuń',
  'Remove all selected': 'Usuń zaznaczone',
  Remove: 'Usuń',
  Reset: 'Przywróć',
  Close: 'Zamknij',
  'Select parent': 'Zaznacz nadrzędny',
  'Change size of this window': 'Zmień rozmiar okna',
  'An error occurred!': 'Wystąpił błąd!',
  'Cause:': 'Przyczyna:',
  'Cell:': 'Komórka:',
  '(multiple selected)': '(zaznaczono kilka)',
};

export function translateEditorUi(key?: string | null): string | null {
  if (key === undefined || key === null) return null;
  return POLISH[key] ?? key;
}
