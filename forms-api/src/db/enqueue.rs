//! Queueing a message inside the transaction of the operation it tells of: the message is stored
//! if and only if what it announces is.

use sqlx::AnyConnection;

use crate::mail::Outgoing;

/// Queue `mail` on `connection`, inside the caller's transaction; due at once.
pub async fn enqueue(
    connection: &mut AnyConnection,
    mail: &Outgoing,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO mail_queue (id, recipient, subject, text_body, html_body, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)",
    )
    .bind(&mail.id)
    .bind(&mail.to)
    .bind(&mail.subject)
    .bind(&mail.text)
    .bind(&mail.html)
    .bind(now)
    .execute(connection)
    .await?;
    Ok(())
}
