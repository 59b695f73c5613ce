import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LiveValidationProvider } from './hooks/use-live-validation';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { useMediaQuery } from './hooks/use-media-query';
import { useUndoShortcuts } from './hooks/use-shortcuts';
import { CollectionScreen } from './screens/collection-screen';
import { PageEditor } from './screens/page-editor';
import { SiteList } from './screens/site-list';
import { EditorStoreProvider } from './store/editor-store';
import { ReviewScreen } from './team/review-page';
import { TeamPanel } from './team/team-panel';
import { EditorStyle, ONE_COLUMN } from './ui/editor-style';

function Screens() {
  useLeaveGuard();
  useUndoShortcuts(document);
  return (
    <Routes>
      <Route path="/" element={<SiteList />} />
      <Route path="/edit/:site/:page" element={<PageEditor />} />
      <Route path="/edit/:site/collections/:collection/:entry?" element={<CollectionScreen />} />
      <Route path="/review/:site/:id" element={<ReviewScreen />} />
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
  // In one column the team panel comes first in the page, where it is seen and reached first, and covers nothing.
  const oneColumn = useMediaQuery(ONE_COLUMN);
  return (
    <EditorStoreProvider>
      <LiveValidationProvider>
        <EditorStyle />
        <BrowserRouter>
          {oneColumn && <TeamPanel bar />}
          <Screens />
          {!oneColumn && <TeamPanel />}
        </BrowserRouter>
      </LiveValidationProvider>
    </EditorStoreProvider>
  );
}
