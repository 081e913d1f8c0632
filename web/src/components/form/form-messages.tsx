import './form.css';
export interface FormMessagesProps {
  readonly messages: readonly string[];
  /** Only the first message (the login card, SPEC.md 2.4). */
  readonly firstOnly?: boolean;
}

/** The messages of a failed submit that belong to no field (SPEC.md section 8), announced when they appear. */
export function FormMessages({ messages, firstOnly = false }: FormMessagesProps) {
  const shown = firstOnly ? messages.slice(0, 1) : messages;
  return (
    <div role="alert" className="form-messages">
      {shown.length === 0 ? null : (
        <div className="notice notice--error">
          {shown.length === 1 ? (
            <p className="form-messages__single">{shown[0]}</p>
          ) : (
            <ul>
              {shown.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
