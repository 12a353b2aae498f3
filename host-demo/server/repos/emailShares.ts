import type { Db } from '../db/openDatabase';

export interface EmailShareRecord {
  userId: number | null;
  pageLink: string;
  email: string;
  senderName: string;
  message: string;
  contentType: string;
  createdAt: string;
}

/** The demo records an e-mailed share instead of sending it. */
export function insertEmailShare(db: Db, share: EmailShareRecord): void {
  db.prepare(
    `INSERT INTO email_shares (user_id, page_link, email, sender_name, message, content_type, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    share.userId,
    share.pageLink,
    share.email,
    share.senderName,
    share.message,
    share.contentType,
    share.createdAt,
  );
}
