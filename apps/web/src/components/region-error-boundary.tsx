import { Alert } from "@mui/material";
import { formatError } from "@redpen/contract";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: unknown;
}

/** Keeps a failure in one region of the page from blanking the rest. */
export class RegionErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("region failed", error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <Alert severity="error">{formatError(this.state.error)}</Alert>;
    return this.props.children;
  }
}
