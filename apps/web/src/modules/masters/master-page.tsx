// Every master route of the Data Master menu: the generic screen over the route's definition.
import { useLocation } from 'react-router';
import { MASTER_API, masterByRoute, type MasterDefinition, type MasterEndpoints, type MasterKey } from '@kencana/core';
import { MasterScreen } from '../../components/master-screen/index.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';

export default function MasterPage() {
  const { pathname } = useLocation();
  const def = masterByRoute(pathname);
  if (!def) return <NotFoundPage />;
  const api = MASTER_API[def.key as MasterKey] as unknown as MasterEndpoints<MasterDefinition>;
  return <MasterScreen key={def.key} api={api} />;
}
