import { Component, type ErrorInfo, type ReactNode } from "react";
import { BlockFallback } from "./BlockFallback.js";

interface Props {
  blockType: string;
  children: ReactNode;
}

/** Keeps one failing block from taking the page down: it shows a small notice in its place. */
export class BlockErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[block:${this.props.blockType}] failed to render`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <BlockFallback blockType={this.props.blockType} reason="Bagian ini gagal ditampilkan." />;
    }
    return this.props.children;
  }
}
