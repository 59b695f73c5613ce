import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LiveValidationProvider } from './hooks/use-live-validation';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { useUndoShortcuts } from './hooks/use-shortcuts';
import { PageEditor } from './screens/page-editor';
import { SiteList } from './screens/site-list';
import { EditorStoreProvider } from './store/editor-store';
import { TeamPanel } from './team/team-panel';
import { EditorStyle } from './ui/editor-style';

function Screens() {
  useLeaveGuard();
  useUndoShortcuts(document);
  return (
    <Routes>
      <Route path="/" element={<SiteList />} />
      <Route path="/edit/:site/:page" element={<PageEditor />} />
      <Route
        path="*"
        element={
          <p className="ed-page-message">
            There is no such screen in the editor. <a href="/">All sites</a>
          </p>
        }
      />
    </Routes>
  );
}

export function App() {
  return (
    <EditorStoreProvider>
      <LiveValidationProvider>
        <EditorStyle />
        <BrowserRouter>
          <Screens />
          <TeamPanel />
        </BrowserRouter>
      </LiveValidationProvider>
    </EditorStoreProvider>
  );
}
