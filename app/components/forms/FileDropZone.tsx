/**
 * The resume field as a drop zone. The zone IS the `resume` file input: the input
 * is stretched, transparent, over the zone, so a click anywhere opens the file
 * picker, a file dropped anywhere on it is chosen by the browser itself, and the
 * keyboard (Tab, then Space or Enter) and screen readers meet the one labelled
 * input. Below it, the chosen file's name and size and a button to remove it.
 * The form checks type and size on choice and clears a refused file from the input.
 */
import { X } from '../ui/shell-icons.tsx';
import { FileText, Upload } from '../ui/ui-icons.tsx';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import type { FileInfo } from '../../forms/types.ts';
import type { ControlElement, FileControlProps } from './control-binding.ts';
import styles from './FileDropZone.module.css';

/** "820 bytes", "1.2 KB", "512 KB": decimal units, like the 1 MB limit. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function FileDropZone({ control, id, describedBy, invalid, binding }: FileControlProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<FileInfo | null>(null);
  const [dragging, setDragging] = useState(false);
  const { ref: bindRef, onChange: bindChange, ...rest } = binding;

  const sync = useCallback(() => {
    const file = input.current?.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
  }, []);

  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      bindRef(element);
    },
    [bindRef],
  );

  // A form reset empties the input; the summary follows once the reset is done.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onReset = () => queueMicrotask(sync);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, [sync]);

  const onChange = (event: ChangeEvent<ControlElement>) => {
    setDragging(false);
    // The form may refuse the file and clear the input: the summary follows what it keeps.
    return Promise.resolve(bindChange(event)).finally(sync);
  };

  const remove = () => {
    const element = input.current;
    if (!element) return;
    element.value = '';
    // The same path as a choice made in the picker: the form hears a change event.
    element.dispatchEvent(new Event('change', { bubbles: true }));
    sync();
    element.focus();
  };

  const dragProps = {
    onDragEnter: () => setDragging(true),
    onDragOver: (event: DragEvent) => {
      if (!dragging) setDragging(true);
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => setDragging(false),
    onDrop: () => setDragging(false),
  };

  return (
    <>
      <div
        className={[styles.zone, invalid ? styles.invalid : ''].filter(Boolean).join(' ')}
        data-dragging={dragging ? '' : undefined}
        data-dropzone=""
      >
        <input
          {...rest}
          {...dragProps}
          ref={ref}
          onChange={onChange}
          id={id}
          type="file"
          className={styles.input}
          accept={control.extensions.map((extension) => `.${extension}`).join(',')}
          aria-describedby={describedBy}
          {...(control.required !== false ? { 'aria-required': true } : {})}
          {...(invalid ? { 'aria-invalid': true } : {})}
        />
        <span className={styles.prompt} aria-hidden="true">
          <span className={styles.icon}>
            <Upload size={22} />
          </span>
          <span className={styles.text}>
            <strong className={styles.drag}>
              {chosen ? 'Drop another file to replace it' : 'Drop your file here'}
            </strong>
            <span>
              <span className={styles.or}>or </span>
              <span className={styles.browse}>{chosen ? 'choose another file' : 'choose a file'}</span>
            </span>
          </span>
        </span>
      </div>
      {chosen && (
        <div className={styles.file} data-chosen-file="">
          <FileText className={styles.fileIcon} size={20} aria-hidden="true" />
          <span className={styles.fileName}>{chosen.name}</span>
          <span className={styles.fileSize}>{formatSize(chosen.size)}</span>
          <button type="button" className={styles.remove} onClick={remove}>
            <X size={16} aria-hidden="true" />
            Remove<span className="sr-only"> {chosen.name}</span>
          </button>
        </div>
      )}
      <span className="sr-only" aria-live="polite">
        {chosen ? `Chosen file: ${chosen.name}, ${formatSize(chosen.size)}.` : ''}
      </span>
    </>
  );
}
