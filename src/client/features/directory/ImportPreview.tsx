import type { ImportResult } from '../../../shared/contract/directory';

/** What the preview found: the changes it would make, or the rows that stop it, each where it is in the file. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const { created, updated, errors } = result;
  return (
    <div className="import-preview">
      <p className="import-summary" role="status">
        {created} to create, {updated} to update
        {errors.length === 0 && created + updated === 0 && '. The directory already holds this file.'}
      </p>
      {errors.length > 0 && (
        <>
          <p className="field-error">
            {errors.length === 1 ? '1 problem stops' : `${errors.length} problems stop`} this import; nothing is written until the file is fixed and previewed again.
          </p>
          <div className="import-errors">
            <table className="directory-table" aria-label="Import errors">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, index) => (
                  <tr key={index}>
                    <td className="directory-number">{error.row}</td>
                    <td className="directory-code">{error.column ?? <span className="muted">—</span>}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
