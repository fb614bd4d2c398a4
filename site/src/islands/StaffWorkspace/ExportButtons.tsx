// "Export CSV" and "Export JSON": the whole filtered list (every page) as a file, from the service
// (which records the export in the audit log), saved without leaving the page.
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { Notice } from '../../lib/forms/Notice';
import { saveFile } from '../../lib/saveFile';
import { useStaff } from './context';
import { count } from './format';
import { staffApi } from './staffApi';

type Format = 'csv' | 'json';
type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ExportButtons({ filters }: { filters: URLSearchParams }) {
  const { lost } = useStaff();
  const [busy, setBusy] = useState<Format | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download(format: Format) {
    if (busy) return;
    setBusy(format);
    setOutcome(null);
    try {
      const query = new URLSearchParams(filters);
      query.set('format', format);
      const file = await staffApi.exportApplications(query);
      saveFile(file.filename, file.contentType, file.content);
      setOutcome({
        tone: 'success',
        text: `Saved ${file.filename}, with ${count(file.count, 'application', 'applications')}.`,
      });
    } catch (error) {
      lost(error);
      setOutcome({
        tone: 'error',
        text: `The export failed. ${error instanceof ApiError ? error.message : ''}`.trim(),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="staff-export">
      <p className="staff-actions">
        {(['csv', 'json'] as const).map((format) => (
          <button
            key={format}
            className="btn btn--ghost"
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={() => void download(format)}
          >
            {busy === format ? 'Preparing the file...' : `Export ${format.toUpperCase()}`}
          </button>
        ))}
      </p>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
