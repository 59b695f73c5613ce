import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useMatch } from 'react-router-dom';
import { LiveValidationProvider } from './hooks/use-live-validation';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { useUndoShortcuts } from './hooks/use-shortcuts';
import { CollectionScreen } from './screens/collection-screen';
import { PageEditor } from './screens/page-editor';
import { SiteList } from './screens/site-list';
import { EditorStoreProvider } from './store/editor-store';
import { ReviewScreen } from './team/review-page';
import { TeamPanel } from './team/team-panel';
import { EditorStyle } from './ui/editor-style';

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

/** The editing screens check the content while typing; the review page edits nothing and asks no check. */
function Checked({ children }: { children: ReactNode }) {
  const review = useMatch('/review/:site/:id') !== null;
  return <LiveValidationProvider off={review}>{children}</LiveValidationProvider>;
}

export function App() {
  // The team panel comes first, as a bar above the editor, where it is seen and reached first and covers nothing
  // (floating in a corner, it hid the preview's buttons closed and the page list open).
  return (
    <EditorStoreProvider>
      <EditorStyle />
      <BrowserRouter>
        <Checked>
          <div className="ed-frame">
            <TeamPanel />
            <Screens />
          </div>
        </Checked>
      </BrowserRouter>
    </EditorStoreProvider>
  );
}
