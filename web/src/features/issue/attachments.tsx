import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { issueAttachmentsQuery, useDeleteAttachment, type Attachment } from '../../api/attachments.js';
import { messageOf } from '../../api/client.js';
import { isAdmin, useSession } from '../../api/session.js';
import { Button, ConfirmButton, ErrorNotice, Loading, Section } from '../../components/ui.js';
import { formatDateTime } from '../../lib/format.js';
import { attachmentPath, formatBytes, isImage, isPreviewable } from '../../lib/issue-view.js';

/** Files of the issue and its comments: drop or choose files, thumbnails, previews. */
export function AttachmentsSection({
  identifier,
  onUpload,
}: {
  identifier: string;
  onUpload: (file: File) => Promise<Attachment>;
}) {
  const files = useQuery(issueAttachmentsQuery(identifier));
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = (chosen: File[]) => {
    setErrors([]);
    for (const file of chosen) {
      setPending((count) => count + 1);
      onUpload(file)
        .catch((error: unknown) => setErrors((list) => [...list, `${file.name}: ${messageOf(error)}`]))
        .finally(() => setPending((count) => count - 1));
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    upload(Array.from(event.dataTransfer.files));
  };
  return (
    <Section
      title="Attachments"
      actions={
        <>
          <input
            ref={input}
            type="file"
            multiple
            className="visually-hidden"
            aria-label="Choose files to attach"
            tabIndex={-1}
            onChange={(event) => {
              upload(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Button onClick={() => input.current?.click()}>Attach files</Button>
        </>
      }
    >
      <div
        className={`dropzone${dragging ? ' dropzone-active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-label="Drop files here to attach them"
        role="region"
      >
        {files.isPending ? <Loading /> : null}
        <ErrorNotice error={files.error} />
        {files.data && files.data.length === 0 ? (
          <p className="muted">No files yet. Drop files here or choose Attach files.</p>
        ) : null}
        {files.data && files.data.length > 0 ? (
          <AttachmentTiles attachments={files.data} identifier={identifier} />
        ) : null}
        {pending > 0 ? (
          <p className="field-hint" role="status">
            Uploading {pending} file{pending === 1 ? '' : 's'}…
          </p>
        ) : null}
        {errors.map((error) => (
          <p key={error} className="field-error" role="alert">
            {error}
          </p>
        ))}
      </div>
    </Section>
  );
}

/** Thumbnails (`size=thumb`) for images, a file card otherwise; each opens a preview. */
export function AttachmentTiles({
  attachments,
  identifier,
}: {
  attachments: Attachment[];
  identifier: string;
}) {
  const [open, setOpen] = useState<Attachment | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const show = (attachment: Attachment) => {
    setOpen(attachment);
    dialog.current?.showModal();
  };
  return (
    <>
      <ul className="tiles" aria-label="Files">
        {attachments.map((attachment) => (
          <li key={attachment.id} className="tile">
            <button
              type="button"
              className="tile-open"
              onClick={() => show(attachment)}
              aria-label={`Preview ${attachment.name}`}
            >
              {isImage(attachment.mime) ? (
                <img
                  src={attachmentPath(attachment.url, 'size=thumb')}
                  alt=""
                  className="tile-thumb"
                  loading="lazy"
                />
              ) : (
                <span className="tile-icon" aria-hidden="true">
                  {attachment.mime.split('/')[1]?.slice(0, 4).toUpperCase() ?? 'FILE'}
                </span>
              )}
            </button>
            <span className="tile-name" title={attachment.name}>
              {attachment.name}
            </span>
            <span className="tile-meta muted">{formatBytes(attachment.size)}</span>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="dialog dialog-wide"
        aria-label={open ? `Preview of ${open.name}` : 'Preview'}
        onClose={() => setOpen(null)}
      >
        {open ? (
          <Preview attachment={open} identifier={identifier} onClose={() => dialog.current?.close()} />
        ) : null}
      </dialog>
    </>
  );
}

function Preview({
  attachment,
  identifier,
  onClose,
}: {
  attachment: Attachment;
  identifier: string;
  onClose: () => void;
}) {
  const session = useSession();
  const remove = useDeleteAttachment(identifier);
  const mayDelete =
    isAdmin(session) || (attachment.uploader?.type === 'user' && attachment.uploader.id === session.user.id);
  return (
    <div className="preview">
      <h2>{attachment.name}</h2>
      <p className="muted">
        {attachment.mime} · {formatBytes(attachment.size)}
        {attachment.uploader ? ` · ${attachment.uploader.name}` : ''} ·{' '}
        {formatDateTime(attachment.created_at)}
      </p>
      {isImage(attachment.mime) ? (
        <img
          src={attachmentPath(attachment.url, 'size=large')}
          alt={attachment.name}
          className="preview-image"
        />
      ) : (
        <p className="muted">
          {isPreviewable(attachment.mime)
            ? 'Open the preview in a new tab; the server shows it sandboxed.'
            : 'This type cannot be shown here; download it to open it.'}
        </p>
      )}
      <div className="dialog-actions">
        {isPreviewable(attachment.mime) ? (
          <a
            className="button"
            href={attachmentPath(attachment.url, 'preview=1')}
            target="_blank"
            rel="noopener"
          >
            Open preview
          </a>
        ) : null}
        <a className="button" href={attachmentPath(attachment.url, 'download=1')}>
          Download
        </a>
        {mayDelete ? (
          <ConfirmButton
            label="Delete file"
            title={`Delete ${attachment.name}?`}
            body="The file is removed for everyone; links to it stop working."
            confirmLabel="Delete file"
            onConfirm={async () => {
              await remove.mutateAsync(attachment.id);
              onClose();
            }}
          />
        ) : null}
        <Button variant="primary" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </div>
  );
}
