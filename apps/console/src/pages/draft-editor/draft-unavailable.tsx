import { Link } from 'react-router';

/** Why no draft opens (none named, or not the user's any more), and the way back to the draft box. */
export function DraftUnavailable({ message, back }: { message: string; back: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert">{message}</p>
      <Link to="/adManage/draftBox" className="text-primary-text underline">
        {back}
      </Link>
    </div>
  );
}
