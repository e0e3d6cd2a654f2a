import '@blueprintjs/core/lib/css/blueprint.css';
import './app/shell/back-office.css';
import { startBackOffice } from './app/start-back-office.tsx';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('admin/index.html must contain the #root element');
startBackOffice(rootElement);
