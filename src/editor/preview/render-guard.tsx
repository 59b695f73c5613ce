import { Component, type ReactNode } from 'react';

interface Props {
  label: string;
  data: unknown;
  children: ReactNode;
  /** What to draw below the note instead: the sections, when the header or footer cannot be drawn. */
  fallback?: ReactNode;
}

/**
 * A part that cannot be drawn yet (a required value still empty) shows a
 * short note in its place instead of blanking the whole preview.
 */
export class RenderGuard extends Component<Props, { failed: boolean; data: unknown }> {
  state = { failed: false, data: undefined as unknown };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { data: unknown }, state: { failed: boolean; data: unknown }) {
    // New data deserves a new try.
    return props.data !== state.data ? { failed: false, data: props.data } : null;
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <div
          role="note"
          style={{
            // Above the site's own header, which a theme may fix over the top of the page.
            position: 'relative',
            zIndex: 2147483647,
            padding: '12px 16px',
            margin: '8px',
            border: '2px dashed #b45309',
            background: '#fffbeb',
            color: '#78350f',
            font: '16px system-ui',
          }}
        >
          {this.props.label} cannot be shown until its problems are fixed.
        </div>
        {this.props.fallback}
      </>
    );
  }
}
