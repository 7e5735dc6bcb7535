import { Alert } from "@mui/material";
import { formatError } from "@redpen/contract";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a failed region tries again. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/** Keeps a failure in one region of the page from blanking the rest. */
export class RegionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("region failed", error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <Alert severity="error">{formatError(this.state.error)}</Alert>;
    return this.props.children;
  }
}
