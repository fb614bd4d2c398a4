//! The staff's list of applications: filters, search, sorting and keyset pages (a page after a
//! row is found through an index from that row, so the hundredth page is as quick as the first),
//! and the columns behind them filled for applications stored before they existed.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::handle::{Db, Result};
use super::types::{
    After, ListQuery, Listed, Search, Sort, stored_application, unreadable_answers,
};
use crate::application::{Application, ApplicationKeys};

enum Value {
    Text(String),
    Int(i64),
}

const COLUMNS: &str = "SELECT id, COALESCE(reference, id) AS reference, submitted_at, status,
    decided_at, decision_note, email, payload, applicant_name, membership_type, country,
    COALESCE(name_key, '') AS name_key FROM applications WHERE 1 = 1";

/// The filter's conditions as SQL made of fixed fragments only, and the values they bind.
fn conditions(query: &ListQuery, values: &mut Vec<Value>) -> String {
    let mut sql = String::new();
    let mut add = |fragment: &str, value: Value, sql: &mut String| {
        values.push(value);
        sql.push_str(&fragment.replace('?', &format!("${}", values.len())));
    };
    if let Some(status) = &query.status {
        add(" AND status = ?", Value::Text(status.name().into()), &mut sql);
    }
    if let Some(kind) = &query.membership_type {
        add(" AND membership_type = ?", Value::Text(kind.clone()), &mut sql);
    }
    if let Some(country) = &query.country {
        add(" AND country = ?", Value::Text(country.clone()), &mut sql);
    }
    if let Some(from) = query.from {
        add(" AND submitted_at >= ?", Value::Int(from), &mut sql);
    }
    if let Some(to) = query.to {
        add(" AND submitted_at < ?", Value::Int(to), &mut sql);
    }
    match &query.search {
        None => {}
        Some(Search::Reference(reference)) => {
            add(" AND reference = ?", Value::Text(reference.clone()), &mut sql);
        }
        Some(Search::Email(email)) => add(" AND email = ?", Value::Text(email.clone()), &mut sql),
        Some(Search::Name(words)) if words.is_empty() => sql.push_str(" AND 1 = 0"),
        Some(Search::Name(words)) => {
            // Each word starts a word of the name: " word" within " emilie du pont". Both sides
            // are folded by the service, so LIKE's own rules about case (which differ between
            // the two databases) never come into play.
            for word in words {
                add(
                    " AND search_words LIKE ? ESCAPE '\\'",
                    Value::Text(word_start(word)),
                    &mut sql,
                );
            }
        }
    }
    sql
}

/// The LIKE pattern of a name's word starting with `word`, its wildcards taken literally.
fn word_start(word: &str) -> String {
    let mut pattern = String::from("% ");
    for c in word.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

fn listed(row: &AnyRow) -> Result<Listed> {
    Ok(Listed {
        application: stored_application(row)?,
        applicant_name: row.try_get("applicant_name")?,
        membership_type: row.try_get("membership_type")?,
        country: row.try_get("country")?,
        name_key: row.try_get("name_key")?,
    })
}

fn bind_all<'q>(
    mut statement: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>,
    values: Vec<Value>,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments> {
    for value in values {
        statement = match value {
            Value::Text(text) => statement.bind(text),
            Value::Int(number) => statement.bind(number),
        };
    }
    statement
}

impl Db {
    /// A page of at most `limit` applications matching `query`, in its order.
    pub async fn list_applications(&self, query: &ListQuery, limit: i64) -> Result<Vec<Listed>> {
        let mut values = Vec::new();
        let mut sql = format!("{COLUMNS}{}", conditions(query, &mut values));
        let sort = query.sort.unwrap_or(Sort::Newest);
        match &query.after {
            None => {}
            Some(After::Time(at, id)) => {
                let n = values.len();
                values.push(Value::Int(*at));
                values.push(Value::Text(id.clone()));
                let compare = if sort == Sort::Oldest { ">" } else { "<" };
                sql.push_str(&format!(
                    " AND (submitted_at, id) {compare} (${}, ${})",
                    n + 1,
                    n + 2
                ));
            }
            Some(After::Name(key, id)) => {
                let n = values.len();
                values.push(Value::Text(key.clone()));
                values.push(Value::Text(id.clone()));
                sql.push_str(&format!(" AND (name_key, id) > (${}, ${})", n + 1, n + 2));
            }
        }
        sql.push_str(match sort {
            Sort::Newest => " ORDER BY submitted_at DESC, id DESC",
            Sort::Oldest => " ORDER BY submitted_at, id",
            Sort::Name => " ORDER BY name_key, id",
        });
        values.push(Value::Int(limit));
        sql.push_str(&format!(" LIMIT ${}", values.len()));
        let statement = bind_all(sqlx::query(sqlx::AssertSqlSafe(sql)), values);
        let rows = statement.fetch_all(&self.pool).await?;
        rows.iter().map(listed).collect()
    }

    /// How many applications match `query` (its page cursor aside).
    pub async fn count_applications(&self, query: &ListQuery) -> Result<i64> {
        let mut values = Vec::new();
        let sql = format!(
            "SELECT COUNT(*) AS n FROM applications WHERE 1 = 1{}",
            conditions(query, &mut values)
        );
        let statement = bind_all(sqlx::query(sqlx::AssertSqlSafe(sql)), values);
        statement.fetch_one(&self.pool).await?.try_get("n")
    }

    /// One application by its reference.
    pub async fn application(&self, reference: &str) -> Result<Option<Listed>> {
        let row = sqlx::query(
            "SELECT id, COALESCE(reference, id) AS reference, submitted_at, status, decided_at,
                    decision_note, email, payload, applicant_name, membership_type, country,
                    COALESCE(name_key, '') AS name_key
             FROM applications WHERE reference = $1 OR (reference IS NULL AND id = $1)",
        )
        .bind(reference)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(listed).transpose()
    }

    /// Fill the staff's columns of applications stored before they existed (at start; a few
    /// hundred at a time, so a large table does not hold one long transaction); how many.
    pub async fn fill_application_keys(&self) -> Result<u64> {
        let mut filled = 0;
        loop {
            let rows = sqlx::query(
                "SELECT id, payload FROM applications WHERE name_key IS NULL LIMIT 500",
            )
            .fetch_all(&self.pool)
            .await?;
            if rows.is_empty() {
                return Ok(filled);
            }
            let mut tx = self.pool.begin().await?;
            for row in &rows {
                let id: String = row.try_get("id")?;
                let answers = Application::from_json(row.try_get("payload")?)
                    .map_err(|error| unreadable_answers(&id, &error))?;
                let keys = ApplicationKeys::of(&answers);
                sqlx::query(
                    "UPDATE applications SET membership_type = $2, country = $3,
                       applicant_name = $4, name_key = $5, search_words = $6 WHERE id = $1",
                )
                .bind(&id)
                .bind(&keys.membership_type)
                .bind(&keys.country)
                .bind(&keys.applicant_name)
                .bind(&keys.name_key)
                .bind(&keys.search_words)
                .execute(&mut *tx)
                .await?;
                filled += 1;
            }
            tx.commit().await?;
        }
    }
}
