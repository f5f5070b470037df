/**
 * An execution error as the Execution stage shows it: its code once. A file-system error's message
 * starts with its code (Node's "EACCES: permission denied, scandir …"), so the code is not shown
 * again before it; a message that does not (an aborted read's) keeps its code beside it.
 */
export function shownError(error: { code: string; message: string }): { code?: string; message: string } {
  return error.message.startsWith(error.code) ? { message: error.message } : error;
}
