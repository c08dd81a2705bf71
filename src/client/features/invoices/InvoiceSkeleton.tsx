/** The page's final shape in grey while the invoice loads, so nothing jumps when it arrives. */
export function InvoiceSkeleton() {
  return (
    <div className="invoice-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading invoice...
      </p>
      <div className="invoice-head">
        <div className="skeleton skeleton-title" />
      </div>
      <div className="invoice-toolbar">
        <div className="skeleton skeleton-button" />
        <div className="skeleton skeleton-button" />
      </div>
      <div className="invoice-split" aria-hidden>
        <div className="invoice-data card">
          {Array.from({ length: 12 }, (_, row) => (
            <div key={row} className="skeleton skeleton-line" />
          ))}
        </div>
        <div className="invoice-pdf card">
          <div className="invoice-pdf-frame skeleton" />
        </div>
      </div>
    </div>
  );
}
