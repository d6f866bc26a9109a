// Every /laporan-* route with a definition and no page of its own: the generic ReportScreen.
import { useLocation } from 'react-router';
import { findReportByMenu } from '@kencana/core';
import { ReportScreen } from '../../components/report-screen/index.ts';

export default function ReportPage() {
  const { pathname } = useLocation();
  const definition = findReportByMenu(pathname);
  if (!definition) return null;
  return <ReportScreen key={definition.id} definition={definition} />;
}
