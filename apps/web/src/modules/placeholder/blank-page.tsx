// /blank: the specification's blank page — its frame (title BLANK) and nothing else, not the notice of a
// screen still to come.
import { PageFrame } from '../../components/page-frame/index.ts';

export default function BlankPage() {
  return <PageFrame path="/blank">{null}</PageFrame>;
}
