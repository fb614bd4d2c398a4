//! The mail that tells an account's owner their password changed: what, when, from which
//! address, and what to do if it was not them. It is committed with the change itself, so no
//! change goes unannounced, and someone who took an account over cannot do it unnoticed.

use poem::Request;
use serde_json::json;

use super::session::User;
use crate::db::UserRow;
use crate::error::Error;
use crate::language::Language;
use crate::mail::Outgoing;
use crate::state::{State, client_key};

/// How the password came to change.
#[derive(Debug, Clone, Copy)]
pub enum PasswordChange {
    /// In Account Settings, with the current password.
    InSettings,
    /// With a code or a link sent to the account's address.
    ByReset,
}

pub fn password_changed(
    state: &State,
    request: &Request,
    account: &UserRow,
    change: PasswordChange,
    now: i64,
) -> Result<Outgoing, Error> {
    let language = account.language;
    let how = match change {
        PasswordChange::InSettings => language.say([
            "in Account Settings",
            "dans les paramètres du compte",
            "en la configuración de la cuenta",
        ]),
        PasswordChange::ByReset => language.say([
            "with a reset code or link sent to this address",
            "avec un code ou un lien de réinitialisation envoyé à cette adresse e-mail",
            "con un código o un enlace de restablecimiento enviado a esta dirección de correo \
             electrónico",
        ]),
    };
    let values = json!({
        "first_name": account.first_name,
        "how": how,
        "when": language.human_time(now),
        "from": client_key(state, request),
        "reset": language.page(&state.site_url, "forgot-password"),
    });
    state.mailer.compose_in(language, &account.email, "password_changed", &values)
}

/// How an account's second factor came to change.
#[derive(Debug, Clone, Copy)]
pub enum FactorChange<'a> {
    /// Set up by the owner, with a first code from their app.
    SetUp,
    /// Reset by an admin (their address), for a lost phone.
    Reset { by: &'a str },
    /// New recovery codes, the old ones void.
    CodesRenewed,
    /// A passkey added by the owner (its name as they gave it).
    PasskeyAdded { name: &'a str },
    /// A passkey removed by the owner.
    PasskeyRemoved { name: &'a str },
    /// Turned off by the owner (members only: staff keep theirs).
    TurnedOff,
}

/// Whom a security notice goes to, and in which language.
pub struct Owner<'a> {
    pub first_name: &'a str,
    pub email: &'a str,
    pub language: Language,
}

impl<'a> From<&'a User> for Owner<'a> {
    fn from(user: &'a User) -> Self {
        Owner { first_name: &user.first_name, email: &user.email, language: user.language() }
    }
}

impl<'a> From<&'a UserRow> for Owner<'a> {
    fn from(row: &'a UserRow) -> Self {
        Owner { first_name: &row.first_name, email: &row.email, language: row.language }
    }
}

/// The mail that tells the owner their second factor changed, committed with the change, in
/// their language.
pub fn second_factor_changed(
    state: &State,
    request: &Request,
    owner: Owner<'_>,
    change: FactorChange<'_>,
    now: i64,
) -> Result<Outgoing, Error> {
    let Owner { first_name, email, language } = owner;
    let (change, what) = factor_change_words(language, change);
    let values = json!({
        "first_name": first_name,
        "change": change,
        "what": what,
        "when": language.human_time(now),
        "from": client_key(state, request),
        "reset": language.page(&state.site_url, "forgot-password"),
    });
    state.mailer.compose_in(language, email, "second_factor_changed", &values)
}

/// The subject's word for the change ("reset") and the sentence's account of it, in `language`.
fn factor_change_words(language: Language, change: FactorChange<'_>) -> (&'static str, String) {
    let say = |words: [&'static str; 3]| language.say(words);
    match change {
        FactorChange::SetUp => (
            say(["set up", "configurée", "configurada"]),
            say([
                "was set up with an authenticator app",
                "a été configurée avec une application d’authentification",
                "se configuró con una aplicación de autenticación",
            ])
            .to_string(),
        ),
        FactorChange::CodesRenewed => (
            say([
                "given new recovery codes",
                "dotée de nouveaux codes de récupération",
                "actualizada con nuevos códigos de recuperación",
            ]),
            say([
                "was given ten new recovery codes; the earlier ones no longer work",
                "a été dotée de dix nouveaux codes de récupération\u{a0}; les codes précédents ne sont plus \
                 valables",
                "se actualizó con diez nuevos códigos de recuperación; los anteriores ya no son \
                 válidos",
            ])
            .to_string(),
        ),
        FactorChange::PasskeyAdded { name } => (
            say([
                "given a new passkey",
                "dotée d’une nouvelle clé d’accès",
                "actualizada con una nueva llave de acceso",
            ]),
            say([
                "was given a new passkey, “{name}”",
                "a été dotée d’une nouvelle clé d’accès, «\u{a0}{name}\u{a0}»",
                "pasó a aceptar una nueva llave de acceso, «{name}»",
            ])
            .replace("{name}", name),
        ),
        FactorChange::PasskeyRemoved { name } => (
            say(["changed", "modifiée", "modificada"]),
            say([
                "no longer accepts the passkey “{name}”, which was removed",
                "n’accepte plus la clé d’accès «\u{a0}{name}\u{a0}», qui a été supprimée",
                "dejó de aceptar la llave de acceso «{name}», que se eliminó",
            ])
            .replace("{name}", name),
        ),
        FactorChange::TurnedOff => (
            say(["turned off", "désactivée", "desactivada"]),
            say([
                "was turned off: signing in now needs your password alone",
                "a été désactivée\u{a0}: seul votre mot de passe est désormais demandé pour vous \
                 connecter",
                "se desactivó: a partir de ahora, para iniciar sesión solo se necesita su contraseña",
            ])
            .to_string(),
        ),
        FactorChange::Reset { by } => (
            say(["reset", "réinitialisée", "restablecida"]),
            say([
                "was reset by an administrator ({by}): you will set it up again at your next \
                 visit to the staff workspace",
                "a été réinitialisée par un administrateur ({by})\u{a0}: vous devrez la configurer \
                 de nouveau lors de votre prochaine visite dans l’espace du personnel",
                "fue restablecida por un administrador ({by}): tendrá que volver a configurarla en \
                 su próxima visita al espacio del personal",
            ])
            .replace("{by}", by),
        ),
    }
}
