//! Random tokens and codes, their hashes, and password hashing with argon2id.

use std::sync::{Arc, Mutex, OnceLock, mpsc};

use argon2::password_hash::phc::PasswordHash;
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
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

/// Run `work` on one of a fixed set of hashing threads, one per core. argon2 is CPU-bound and
/// takes 19 MiB a hash: more hashes at once than cores only queue, and every thread that ever
/// hashes keeps its own allocator arena holding that memory, so the threads must stay few.
async fn on_hashing_thread<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    type Job = Box<dyn FnOnce() + Send>;
    static JOBS: OnceLock<Mutex<mpsc::Sender<Job>>> = OnceLock::new();
    let jobs = JOBS.get_or_init(|| {
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        for index in 0..std::thread::available_parallelism().map_or(2, |n| n.get()) {
            let receiver = Arc::clone(&receiver);
            std::thread::Builder::new()
                .name(format!("password-hashing-{index}"))
                .spawn(move || {
                    while let Ok(job) =
                        receiver.lock().map_err(drop).and_then(|r| r.recv().map_err(drop))
                    {
                        job();
                    }
                })
                .expect("a hashing thread starts");
        }
        Mutex::new(sender)
    });
    let (done, result) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        let _ = done.send(work());
    });
    jobs.lock()
        .expect("the job queue is never poisoned")
        .send(job)
        .expect("hashing threads run forever");
    result.await.expect("a hashing job always answers")
}

/// argon2id with the OWASP-recommended parameters (m = 19 MiB, t = 2, p = 1), off the async
/// runtime because it takes tens of milliseconds of CPU.
pub async fn hash_password(password: String) -> String {
    on_hashing_thread(move || {
        Argon2::default()
            .hash_password(password.as_bytes())
            .expect("argon2 accepts any password")
            .to_string()
    })
    .await
}

pub async fn verify_password(password: String, hash: String) -> bool {
    on_hashing_thread(move || {
        PasswordHash::new(&hash).is_ok_and(|parsed| {
            Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok()
        })
    })
    .await
}

/// A hash to verify against when the e-mail is unknown, so a wrong e-mail costs the same time as
/// a wrong password.
pub fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| {
        Argon2::default().hash_password(random_token().as_bytes()).expect("hashes").to_string()
    })
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
