//! Random tokens and codes, and their hashes (passwords are hashed in `passwords`).

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// 256 random bits from the operating system, hex-encoded: session and reset tokens.
pub fn random_token() -> String {
    hex::encode(random_bytes::<32>())
}

/// 96 random bits, hex-encoded: record ids.
pub fn random_id() -> String {
    hex::encode(random_bytes::<12>())
}

/// A uniformly random six-digit code, with leading zeros ("004271").
pub fn six_digit_code() -> String {
    const LIMIT: u32 = u32::MAX - (u32::MAX % 1_000_000);
    loop {
        let value = u32::from_le_bytes(random_bytes::<4>());
        if value < LIMIT {
            return format!("{:06}", value % 1_000_000);
        }
    }
}

pub(crate) fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the operating system provides randomness");
    bytes
}

pub fn sha256_hex(parts: &[&str]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part.as_bytes());
        hasher.update([0]);
    }
    hex::encode(hasher.finalize())
}

/// Compare two hashes without leaking where they differ.
pub fn constant_time_eq(a: &str, b: &str) -> bool {
    bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_six_digits_and_vary() {
        let codes: std::collections::HashSet<String> = (0..50).map(|_| six_digit_code()).collect();
        assert!(codes.iter().all(|c| c.len() == 6 && c.chars().all(|d| d.is_ascii_digit())));
        assert!(codes.len() > 40);
    }

    #[test]
    fn tokens_are_256_bits() {
        assert_eq!(random_token().len(), 64);
        assert_ne!(random_token(), random_token());
    }
}
