//! Granting and taking staff roles, each with its audit entry, and never leaving the association
//! without an admin: a revocation or a change from admin to reviewer is one statement that
//! counts the admins left, with their rows locked on PostgreSQL (SQLite runs one writer at a
//! time), so two admins removing each other at the same moment leave one.

use super::audit::append_in;
use super::connect::Backend;
use super::handle::{Db, Result};
use crate::audit::NewEntry;
use crate::role::Role;

/// What became of a change of role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoleChange {
    Done,
    /// No confirmed account has the address (grant), or it has no role (revoke).
    NoSuchAccount,
    /// Refused: it would leave no admin.
    LastAdmin,
}

impl Db {
    /// The lock that makes "the other admins" a count no concurrent change can invalidate.
    fn admins_locked(&self) -> String {
        let admin = Role::Admin.name();
        match self.backend {
            Backend::Postgres => format!(
                "(SELECT COUNT(*) FROM (SELECT user_id FROM staff_roles WHERE role = '{admin}' \
                 FOR UPDATE) AS admins)"
            ),
            Backend::Sqlite => {
                format!("(SELECT COUNT(*) FROM staff_roles WHERE role = '{admin}')")
            }
        }
    }

    /// Give the confirmed account `email` the role `role` (replacing any other), with the audit
    /// entry `audit` when an admin does it.
    pub async fn grant_role(
        &self,
        email: &str,
        role: Role,
        granted_by: &str,
        now: i64,
        audit: Option<&NewEntry>,
    ) -> Result<RoleChange> {
        let mut tx = self.pool.begin().await?;
        let sql = format!(
            "INSERT INTO staff_roles (user_id, role, granted_at, granted_by)
             SELECT id, $2, $3, $4 FROM users WHERE email = $1 AND email_confirmed_at IS NOT NULL
             ON CONFLICT (user_id) DO UPDATE SET role = excluded.role,
               granted_at = excluded.granted_at, granted_by = excluded.granted_by
             WHERE excluded.role = '{admin}' OR staff_roles.role <> '{admin}' OR {} > 1",
            self.admins_locked(),
            admin = Role::Admin.name(),
        );
        let granted = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(email)
            .bind(role.name())
            .bind(now)
            .bind(granted_by)
            .execute(&mut *tx)
            .await?;
        self.settle(tx, granted.rows_affected(), email, audit, now).await
    }

    /// Take the role from the account `email`, with its audit entry.
    pub async fn revoke_role(
        &self,
        email: &str,
        now: i64,
        audit: Option<&NewEntry>,
    ) -> Result<RoleChange> {
        let mut tx = self.pool.begin().await?;
        let sql = format!(
            "DELETE FROM staff_roles WHERE user_id IN (SELECT id FROM users WHERE email = $1)
               AND (role <> '{admin}' OR {} > 1)",
            self.admins_locked(),
            admin = Role::Admin.name(),
        );
        let revoked = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(email).execute(&mut *tx).await?;
        self.settle(tx, revoked.rows_affected(), email, audit, now).await
    }

    /// Commit a change that touched `changed` rows with its audit entry; when it touched none,
    /// say why: the account has a role (so the change would have left no admin), or it has none.
    async fn settle(
        &self,
        mut tx: sqlx::Transaction<'_, sqlx::Any>,
        changed: u64,
        email: &str,
        audit: Option<&NewEntry>,
        now: i64,
    ) -> Result<RoleChange> {
        if changed == 0 {
            drop(tx);
            return Ok(match self.role_by_email(email).await? {
                Some(_) => RoleChange::LastAdmin,
                None => RoleChange::NoSuchAccount,
            });
        }
        if let Some(audit) = audit {
            append_in(&mut tx, audit, now).await?;
        }
        tx.commit().await?;
        Ok(RoleChange::Done)
    }

    /// The role of the account `email`, if it has one.
    async fn role_by_email(&self, email: &str) -> Result<Option<Role>> {
        let row = sqlx::query(
            "SELECT r.role FROM staff_roles r JOIN users u ON u.id = r.user_id WHERE u.email = $1",
        )
        .bind(email)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(super::staff::role).transpose()
    }
}
