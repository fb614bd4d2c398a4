//! The second factor: time-based one-time passwords (TOTP, RFC 6238: HMAC-SHA-1, six digits,
//! thirty-second steps, as every authenticator app computes them) and single-use recovery codes.
//! Which step a code matched is returned, so the caller can refuse a code used before.

use totp_rs::{Builder, Secret, Totp};

/// The name authenticator apps show above the code.
pub const ISSUER: &str = "IAAII";
/// Seconds a code lasts.
pub const STEP_SECONDS: i64 = 30;
/// Recovery codes given at enrolment.
pub const RECOVERY_CODES: usize = 10;

/// What a person needs to set up an authenticator: the secret as text, the `otpauth://` address,
/// and that address as a QR code (SVG).
pub struct Setup {
    pub secret: String,
    pub uri: String,
    pub qr_svg: String,
}

/// A new secret of 160 random bits (RFC 4226's recommended length), base32 as apps take it.
pub fn new_secret() -> String {
    Secret::from(crate::secrets::random_bytes::<20>()).to_base32()
}

fn totp(secret: &str, account: &str) -> Option<Totp> {
    Builder::new()
        .with_secret(Secret::try_from_base32(secret).ok()?)
        .with_issuer(Some(ISSUER))
        .with_account_name(account.replace(':', ""))
        .build()
        .ok()
}

/// The set-up of `secret` for the account `account` (its address).
pub fn setup(secret: &str, account: &str) -> Option<Setup> {
    let uri = totp(secret, account)?.to_url().ok()?;
    let qr = qrcode::QrCode::new(uri.as_bytes()).ok()?;
    let qr_svg =
        qr.render::<qrcode::render::svg::Color>().min_dimensions(200, 200).quiet_zone(true).build();
    Some(Setup { secret: secret.to_string(), uri, qr_svg })
}

/// The step (Unix seconds / 30) whose code `code` is, within one step either side of `now`.
pub fn matching_step(secret: &str, code: &str, now: i64) -> Option<i64> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let totp = totp(secret, "")?;
    let now = u64::try_from(now).ok()?;
    totp.check(&code, now).and_then(|step| i64::try_from(step).ok())
}

/// The code of `secret` at `now` (for tests and for the documentation's examples).
pub fn code_at(secret: &str, now: i64) -> Option<String> {
    Some(totp(secret, "")?.generate(u64::try_from(now).ok()?).to_string())
}

/// Ten recovery codes of ten characters (about 49 random bits each), written as two groups of
/// five letters and digits that cannot be mistaken for each other (`k7m2p-x9f4q`).
pub fn new_recovery_codes() -> Vec<String> {
    const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
    // Bytes past the last whole multiple of the alphabet are skipped, so no letter is likelier.
    let fair = u8::try_from(256 - 256 % ALPHABET.len()).unwrap_or(u8::MAX);
    let letter = || loop {
        let [byte] = crate::secrets::random_bytes::<1>();
        if byte < fair {
            return char::from(ALPHABET[usize::from(byte) % ALPHABET.len()]);
        }
    };
    (0..RECOVERY_CODES)
        .map(|_| {
            let letters: String = (0..10).map(|_| letter()).collect();
            format!("{}-{}", &letters[..5], &letters[5..])
        })
        .collect()
}

/// New recovery codes, to show once, and their hashes, to store.
pub fn new_recovery_codes_and_hashes() -> (Vec<String>, Vec<String>) {
    let codes = new_recovery_codes();
    let hashes = codes.iter().map(|code| recovery_code_hash(code)).collect();
    (codes, hashes)
}

/// Whether what was typed looks like a recovery code rather than a TOTP code.
pub fn is_recovery_code(typed: &str) -> bool {
    normalise_recovery_code(typed).len() == 10
}

/// The stored hash of a recovery code, however it was typed (case, spaces, the dash).
pub fn recovery_code_hash(typed: &str) -> String {
    crate::secrets::sha256_hex(&["recovery-code", &normalise_recovery_code(typed)])
}

fn normalise_recovery_code(typed: &str) -> String {
    typed.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_6238_test_vector() {
        // RFC 6238 appendix B, SHA-1, secret "12345678901234567890", T = 59: 94287082 (8 digits);
        // six digits are its last six.
        let secret = Secret::from(b"12345678901234567890".to_vec()).to_base32();
        assert_eq!(code_at(&secret, 59).unwrap(), "287082");
        assert_eq!(matching_step(&secret, "287 082", 59), Some(1));
    }

    #[test]
    fn one_step_either_side_and_no_further() {
        let secret = new_secret();
        let now = 1_800_000_000;
        for (offset, expected) in [(-30, true), (0, true), (30, true), (-60, false), (60, false)] {
            let code = code_at(&secret, now + offset).unwrap();
            let step = matching_step(&secret, &code, now);
            assert_eq!(step.is_some(), expected, "offset {offset}");
            if let Some(step) = step {
                assert_eq!(step, (now + offset) / STEP_SECONDS);
            }
        }
        assert_eq!(matching_step(&secret, "12345a", now), None);
        assert_eq!(matching_step(&secret, "", now), None);
    }

    #[test]
    fn recovery_codes_are_distinct_and_typed_loosely() {
        let codes = new_recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let unique: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(unique.len(), RECOVERY_CODES);
        let code = &codes[0];
        assert!(is_recovery_code(code));
        assert!(!is_recovery_code("123456"));
        assert_eq!(
            recovery_code_hash(code),
            recovery_code_hash(&code.to_uppercase().replace('-', " "))
        );
    }

    #[test]
    fn setup_gives_an_otpauth_address_and_a_qr_code() {
        let setup = setup(&new_secret(), "zoë@example.org").unwrap();
        assert!(setup.uri.starts_with("otpauth://totp/IAAII:"), "{}", setup.uri);
        assert!(setup.uri.contains("issuer=IAAII"));
        assert!(setup.qr_svg.contains("<svg"));
    }
}
