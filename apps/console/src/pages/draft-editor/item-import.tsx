import { ApiError } from '@adconsole/api-client';
import {
  importFileTypes,
  importLimits,
  importTemplatePath,
  importTemplates,
  type ImportKindName,
  type ImportResult,
} from '@adconsole/api-client/contract';
import { useImportDraftItems } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog, Table, toast, type TableColumn } from '@adconsole/ui';
import { useId, useRef, useState } from 'react';

type ImportFailure = ImportResult['failed'][number];

interface ItemImportProps {
  kind: ImportKindName;
  draftId: number;
  unitId: number;
  readOnly: boolean;
}

const accept = importFileTypes.join(',');

/**
 * Why an import failed: the server's reason for a refused file (the 400's field message, in the user's
 * language), else the message of the code. The call raises no toast of its own (`silentErrors`).
 */
function refusalMessage(error: unknown): string {
  return error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : String(error);
}

/**
 * Import of a unit's keywords or creatives from a template (docs/requirements.md#template-import): the template's
 * link (its timestamp defeats caches), a file picker of the four spreadsheet types, progress while the file
 * uploads, then the import-success toast, or the 'import failure reason' dialog listing each refused row
 * and saying that only the good rows were kept; a refused file, an error toast saying why.
 */
export function ItemImport({ kind, draftId, unitId, readOnly }: ItemImportProps) {
  const { t, i18n } = useTranslation();
  const importItems = useImportDraftItems(kind);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [stamp] = useState(Date.now);
  const [result, setResult] = useState<ImportResult>();
  const template = importTemplates[kind];
  const templateUrl = `${importTemplatePath}/${template.file}?t=${stamp}&lang=${i18n.language}`;

  async function importFile(file: File) {
    if (!importFileTypes.some((type) => file.name.toLowerCase().endsWith(type))) {
      toast.error(t('drafts.import.fileType'));
      return;
    }
    let answer: ImportResult;
    try {
      answer = await importItems.mutateAsync({ file, draftId, unitId });
    } catch (error) {
      toast.error(refusalMessage(error));
      return;
    }
    if (answer.failed.length === 0) toast.success(t('drafts.import.succeeded', { count: answer.imported }));
    else setResult(answer);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={readOnly || importItems.isPending}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t(kind === 'keyword' ? 'drafts.import.keywords' : 'drafts.import.creatives')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('drafts.import.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again after fixing it imports it again.
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <a className="text-primary underline" href={templateUrl} download={template.file}>
        {t('drafts.import.template')}
      </a>
      {importItems.isPending && (
        <span className="flex items-center gap-2" role="status">
          <progress className="w-24" aria-label={t('drafts.import.importing')} />
          {t('drafts.import.importing')}
        </span>
      )}
      <p id={hintId} className="w-full text-sm text-muted">
        {t('drafts.import.hint', { rows: String(importLimits.rows) })}
      </p>
      {result && <ImportFailures kind={kind} result={result} onClose={() => setResult(undefined)} />}
    </div>
  );
}

/** The 'import failure reason' dialog: each refused row's number, reason and columns as the sheet had them. */
function ImportFailures({
  kind,
  result,
  onClose,
}: {
  kind: ImportKindName;
  result: ImportResult;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumn<ImportFailure>[] = [
    { id: 'dataNum', header: t('drafts.import.dataNum'), cell: (row) => row.dataNum, align: 'end' },
    { id: 'failMessage', header: t('drafts.import.failMessage'), cell: (row) => row.failMessage },
    ...importTemplates[kind].columns.map((column) => ({
      id: column,
      header: t(`drafts.field.${column}`),
      cell: (row: ImportFailure) => String(row[column] ?? ''),
    })),
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('drafts.import.failureTitle')}
      description={t('drafts.import.kept', { count: result.imported })}
      className="w-[min(56rem,calc(100vw-2rem))]"
    >
      <Table
        caption={t('drafts.import.failureTitle')}
        hideCaption
        columns={columns}
        rows={result.failed}
        rowKey={(row) => row.dataNum}
      />
    </Dialog>
  );
}
