import { useDraftDetail, useDrafts, useSyncPictures, useUploadPictures } from '@adconsole/api-client/react';
import type { SyncResult } from '@adconsole/api-client/contract';
import {
  pictureContent,
  pictureMaxBytes,
  pictureRatios,
  pictureSizeProblems,
  PictureTheme,
  type PictureContent,
  type PictureRatio,
  type RuleMessage,
} from '@adconsole/draft-rules';
import { useTranslation } from '@adconsole/i18n';
import { Button, Checkbox, Select, TextField, toast } from '@adconsole/ui';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { CropFrame } from './crop-frame';
import { cropHeight, initialCrop, needsCrop, type Crop } from './crop';

/** A file chosen for upload: what its bytes hold, why it cannot go, and its crop when it needs one. */
interface ChosenPicture {
  key: string;
  file: File;
  /**
   * Its content as a data URL, shown and cropped from: the console's content security policy loads images
   * from itself and data URLs only.
   */
  url: string;
  content?: PictureContent;
  problem?: RuleMessage;
  crop?: Crop;
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** A file read as the server reads it: by content, never by name or MIME type. */
async function choose(file: File, key: string): Promise<ChosenPicture> {
  if (file.size > pictureMaxBytes) return { key, file, url: '', problem: 'drafts.rule.pictureTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const content = pictureContent(bytes);
  const url = content ? await dataUrl(file) : '';
  return content ? { key, file, url, content } : { key, file, url, problem: 'drafts.rule.pictureType' };
}

/** A chosen picture at a ratio: its crop when it needs one, else the problems of its own size. */
function atRatio(picture: ChosenPicture, ratio: PictureRatio): ChosenPicture {
  if (!picture.content || picture.problem === 'drafts.rule.pictureTooLarge') return picture;
  if (needsCrop(picture.content, ratio)) {
    return { ...picture, problem: undefined, crop: initialCrop(picture.content, ratio) };
  }
  const [problem] = pictureSizeProblems(picture.content);
  return { ...picture, problem, crop: undefined };
}

/** The part of a picture in its crop frame, at the original's pixels and in its type. */
async function cropped(picture: ChosenPicture, ratio: PictureRatio): Promise<File> {
  const { crop, content, file } = picture;
  if (!crop || !content) return file;
  const image = new Image();
  image.src = picture.url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = crop.width;
  canvas.height = cropHeight(crop.width, ratio);
  canvas
    .getContext('2d')!
    .drawImage(image, crop.x, crop.y, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('crop'))), content.contentType, 0.92),
  );
  return new File([blob], file.name, { type: content.contentType });
}

export interface PictureUploadFormProps {
  /** The answer of a sync started after an upload: the page shows its failures on each picture. */
  onSynced: (result: z.infer<typeof SyncResult>) => void;
}

/**
 * Uploading pictures (docs/requirements.md#picture-library): files checked by their content before they go,
 * each cropped to the chosen ratio when it is larger than that, with a theme, a release scope of units of
 * one of the user's drafts, and a sync with the provider right after when asked.
 */
export function PictureUploadForm({ onSynced }: PictureUploadFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [chosen, setChosen] = useState<ChosenPicture[]>([]);
  const [theme, setTheme] = useState('');
  const [themeError, setThemeError] = useState<string>();
  const [ratio, setRatio] = useState<PictureRatio>('1:1');
  const [draftId, setDraftId] = useState<number>();
  const [unitIds, setUnitIds] = useState<number[]>([]);
  const [syncAfter, setSyncAfter] = useState(false);
  const drafts = useDrafts({ page: { number: 1, size: 50 } });
  const units = useDraftDetail(draftId).data?.units ?? [];
  const upload = useUploadPictures();
  const sync = useSyncPictures();

  async function onFiles(files: FileList | null) {
    const read = await Promise.all([...(files ?? [])].map((file, i) => choose(file, `${Date.now()}-${i}`)));
    setChosen(read.map((picture) => atRatio(picture, ratio)));
  }

  function onRatio(next: PictureRatio) {
    setRatio(next);
    setChosen((pictures) => pictures.map((picture) => atRatio(picture, next)));
  }

  const setCrop = (key: string, crop: Crop) =>
    setChosen((pictures) =>
      pictures.map((picture) => (picture.key === key ? { ...picture, crop } : picture)),
    );
  const remove = (removed: ChosenPicture) =>
    setChosen((pictures) => pictures.filter((picture) => picture !== removed));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = PictureTheme.safeParse(theme);
    setThemeError(checked.success ? undefined : t(checked.error.issues[0]!.message as RuleMessage));
    if (!checked.success || chosen.length === 0 || chosen.some((p) => p.problem)) return;
    const files = await Promise.all(chosen.map((picture) => cropped(picture, ratio)));
    const pictures = await upload.mutateAsync({
      files,
      fields: {
        theme: checked.data,
        ratio,
        ...(draftId === undefined ? {} : { draftId }),
        ...(unitIds.length > 0 ? { unitIds: unitIds.join(',') } : {}),
      },
    });
    toast.success(t('pictureLibrary.uploaded', { count: String(pictures.length) }));
    setChosen([]);
    if (syncAfter) onSynced(await sync.mutateAsync(pictures.map((picture) => picture.id)));
  }

  const ratioOptions = pictureRatios.map((r) => ({ value: r.ratio, label: r.ratio }));
  const noDraft = 'none';

  return (
    <form
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      className="flex flex-col gap-3 rounded bg-surface p-4 shadow-sm"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t('pictureLibrary.upload')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${formId}-files`} className="text-control text-muted">
          {t('pictureLibrary.chooseFiles')}
        </label>
        <input
          id={`${formId}-files`}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          onChange={(event) => void onFiles(event.target.files)}
          className="text-control"
        />
      </div>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-4">
          {chosen.map((picture) => (
            <li key={picture.key} className="flex w-full max-w-xs flex-col gap-1">
              <span className="text-control font-medium wrap-anywhere">{picture.file.name}</span>
              {picture.content && (
                <span className="text-control-sm text-muted">
                  {t('pictureLibrary.original', {
                    width: String(picture.content.width),
                    height: String(picture.content.height),
                  })}
                </span>
              )}
              {picture.problem ? (
                <p role="alert" className="text-control-sm text-danger">
                  {t('pictureLibrary.fileProblem', { name: picture.file.name, problem: t(picture.problem) })}
                </p>
              ) : picture.crop && picture.content ? (
                <>
                  <span className="text-control-sm">
                    {t('pictureLibrary.cropTo', {
                      width: String(picture.crop.width),
                      height: String(cropHeight(picture.crop.width, ratio)),
                    })}
                  </span>
                  <CropFrame
                    src={picture.url}
                    name={picture.file.name}
                    original={picture.content}
                    ratio={ratio}
                    crop={picture.crop}
                    onChange={(crop) => setCrop(picture.key, crop)}
                  />
                </>
              ) : (
                <>
                  <img src={picture.url} alt="" className="block w-full max-w-xs" />
                  <span className="text-control-sm text-muted">{t('pictureLibrary.noCrop')}</span>
                </>
              )}
              <Button onClick={() => remove(picture)} className="self-start">
                {t('pictureLibrary.remove', { name: picture.file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('pictureLibrary.theme')}
          value={theme}
          maxLength={50}
          required
          error={themeError}
          onChange={(event) => setTheme(event.target.value)}
          className="w-64"
        />
        <Select
          label={t('pictureLibrary.ratio')}
          value={ratio}
          onValueChange={(value) => onRatio(value as PictureRatio)}
          options={ratioOptions}
        />
        <Select
          label={t('pictureLibrary.draft')}
          value={draftId === undefined ? noDraft : String(draftId)}
          onValueChange={(value) => {
            setDraftId(value === noDraft ? undefined : Number(value));
            setUnitIds([]);
          }}
          options={[
            { value: noDraft, label: t('pictureLibrary.noDraft') },
            ...(drafts.data?.data ?? []).map((draft) => ({ value: String(draft.id), label: draft.name })),
          ]}
        />
      </div>
      {draftId !== undefined && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-control text-muted">{t('pictureLibrary.units')}</legend>
          {units.length === 0 ? (
            <p className="text-control-sm text-muted">{t('pictureLibrary.noUnits')}</p>
          ) : (
            <div className="flex flex-wrap gap-3">
              {units.map((unit) => (
                <Checkbox
                  key={unit.id}
                  label={unit.adgroupName}
                  checked={unitIds.includes(unit.id)}
                  onCheckedChange={(checked) =>
                    setUnitIds((ids) =>
                      checked === true ? [...ids, unit.id] : ids.filter((id) => id !== unit.id),
                    )
                  }
                />
              ))}
            </div>
          )}
        </fieldset>
      )}
      <Checkbox
        label={t('pictureLibrary.syncAfterUpload')}
        checked={syncAfter}
        onCheckedChange={(checked) => setSyncAfter(checked === true)}
      />
      <Button
        type="submit"
        variant="primary"
        className="self-start"
        loading={upload.isPending || sync.isPending}
        disabled={chosen.length === 0 || chosen.some((picture) => picture.problem)}
      >
        {t('pictureLibrary.submit')}
      </Button>
    </form>
  );
}
