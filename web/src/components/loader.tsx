export interface LoaderProps {
  /** Fades the whole screen behind the loader. */
  readonly fullScreen?: boolean;
  readonly label?: string;
}

/** A spinner with a text for screen readers (SPEC.md 2.14). */
export function Loader({ fullScreen = false, label = 'Laden...' }: LoaderProps) {
  const spinner = (
    <span role="status" className="row">
      <span className="loader" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
  return fullScreen ? <div className="loader-overlay">{spinner}</div> : spinner;
}

/** A loader centred in the page, for screens that fetch before they can show anything. */
export function PageLoader({ label = 'Laden...' }: { readonly label?: string }) {
  return (
    <div className="loader--page">
      <Loader label={label} />
    </div>
  );
}
