import { Component, type ReactNode } from "react";
import { useRouteError } from "react-router-dom";
import { errorMessageOf } from "../../errors/callResult.js";
import { engineError } from "../../errors/catalogue.js";
import { ErrorPageFailureScreen } from "./ErrorPageFailureScreen.js";
import { ErrorScreen } from "./ErrorScreen.js";

interface GuardProps {
  readonly routeError: unknown;
  readonly children: ReactNode;
}

/** Catches a failure of the error screen itself; React offers this only as a class. */
class ErrorPageGuard extends Component<GuardProps, { failure: unknown }> {
  override state: { failure: unknown } = { failure: undefined };

  static getDerivedStateFromError(failure: unknown): { failure: unknown } {
    return { failure: failure ?? engineError("ENG_ERR_UNKNOWN") };
  }

  override render() {
    if (this.state.failure === undefined) return this.props.children;
    const details = `${errorMessageOf(this.props.routeError)}\n${errorMessageOf(this.state.failure)}`;
    return <ErrorPageFailureScreen details={details} />;
  }
}

/**
 * The route error screen, guarded: if it throws while showing an error, the error-page failure
 * screen shows both errors instead of react-router's bare default. The server has the same fallback
 * around its whole render (site/server/errorPageFailure.tsx), since React boundaries do not catch there.
 */
export function GuardedErrorScreen() {
  const routeError = useRouteError();
  return (
    <ErrorPageGuard routeError={routeError}>
      <ErrorScreen />
    </ErrorPageGuard>
  );
}
