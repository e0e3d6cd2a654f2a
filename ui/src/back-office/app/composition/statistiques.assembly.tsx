import { HttpStatisticsAdapter } from '@portail/adapters';
import { StatisticsScreen } from '../../statistiques/statistics.screen.tsx';
import { StatisticsViewModel } from '../../statistiques/statistics.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** Hands a text file to the browser (a Blob URL on a temporary link). */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** « Statistiques »: the dashboard over a period. */
const assembleStatistiques: BackOfficeAssembly = (kit) => {
  const model = new StatisticsViewModel({
    statistics: new HttpStatisticsAdapter(kit.http),
    today: kit.now,
    announce: (text) => kit.announcer.announce(text),
    download,
  });
  return function StatistiquesArea() {
    return <StatisticsScreen model={model} />;
  };
};

export default assembleStatistiques;
