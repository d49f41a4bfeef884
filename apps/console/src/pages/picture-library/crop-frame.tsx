import { pictureRatios, type PictureRatio, type PictureSize } from '@adconsole/draft-rules';
import { useTranslation } from '@adconsole/i18n';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampCrop, cropByKey, cropHeight, widestCrop, type Crop } from './crop';

export interface CropFrameProps {
  /** The original picture's object URL. */
  src: string;
  name: string;
  original: PictureSize;
  ratio: PictureRatio;
  crop: Crop;
  onChange: (crop: Crop) => void;
}

/** A drag in progress: where the pointer started and the frame then; `resize` for the corner handle. */
interface Drag {
  pointerX: number;
  pointerY: number;
  start: Crop;
  resize: boolean;
}

/**
 * The crop frame over a picture (docs/requirements.md#picture-library): dragged to move, its corner dragged
 * to resize, or with the keyboard (arrows move, Shift + arrows resize; a step is 1% of the picture). It stays
 * at the ratio, inside the picture and at least the ratio's minimum.
 */
export function CropFrame({ src, name, original, ratio, crop, onChange }: CropFrameProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const height = cropHeight(crop.width, ratio);
  const widest = widestCrop(original, ratio);
  const minWidth = pictureRatios.find((r) => r.ratio === ratio)!.minWidth;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  const startDrag = (event: PointerEvent<HTMLElement>, resize: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, start: crop, resize };
  };
  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || !area.current) return;
    // Screen pixels to the original's: the picture is shown scaled to the area's width.
    const scale = original.width / area.current.getBoundingClientRect().width;
    const dx = (event.clientX - current.pointerX) * scale;
    const dy = (event.clientY - current.pointerY) * scale;
    const { start } = current;
    const next = current.resize
      ? { ...start, width: start.width + Math.max(dx, dy) }
      : { ...start, x: start.x + dx, y: start.y + dy };
    onChange(clampCrop(next, original, ratio));
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(1, Math.round(original.width / 100));
    const next = cropByKey(crop, event.key, event.shiftKey, step, original, ratio);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-1">
      <div ref={area} className="relative w-full max-w-xs touch-none overflow-hidden select-none">
        <img src={src} alt="" className="block w-full" draggable={false} />
        <div
          // A slider of the frame's width, which the arrows also move: its text says where it is.
          role="slider"
          tabIndex={0}
          aria-valuenow={crop.width}
          aria-label={t('pictureLibrary.crop', { name })}
          aria-valuemin={minWidth}
          aria-valuemax={widest}
          aria-valuetext={t('pictureLibrary.cropFrame', {
            name,
            x: String(crop.x),
            y: String(crop.y),
            width: String(crop.width),
            height: String(height),
          })}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => startDrag(event, false)}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          className="absolute cursor-move border-2 border-primary shadow-[0_0_0_9999px_rgb(0_0_0/0.45)] outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
          style={{
            left: percent(crop.x, original.width),
            top: percent(crop.y, original.height),
            width: percent(crop.width, original.width),
            height: percent(height, original.height),
          }}
        >
          <span
            aria-hidden
            onPointerDown={(event) => startDrag(event, true)}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            className="absolute right-0 bottom-0 size-3 cursor-se-resize rounded-sm border border-surface bg-primary"
          />
        </div>
      </div>
      <p id={helpId} className="text-control-sm text-muted">
        {t('pictureLibrary.cropHelp')}
      </p>
    </div>
  );
}
