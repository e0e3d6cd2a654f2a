import { observer } from 'mobx-react-lite';
import SanitizedHtml from '../widgets/sanitized-html/sanitized-html.tsx';
import type { CmsBlockState } from './cms-block.state.ts';

/** The sanitised content of a dialog's CMS block, once loaded. */
export const CmsBlockContent = observer(function CmsBlockContent({ cms }: { cms: CmsBlockState }) {
  const item = cms.item;
  if (item === null) return null;
  return <SanitizedHtml html={item.content} className="member-cms-content" />;
});
