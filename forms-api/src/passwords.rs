//! Password hashing with argon2id, on a few threads of its own.

use std::sync::{Arc, Mutex, OnceLock, mpsc};

use argon2::password_hash::phc::PasswordHash;
use argon2::{Algorithm, Argon2, Params, PasswordHasher, PasswordVerifier, Version};

/// What a new hash costs. The service always hashes at `Recommended`; `Lowest` exists for the
/// test suite, which signs up thousands of accounts, and is reachable only from code that builds
/// a `Config` itself, never from a flag or a variable. A stored hash names its own cost, so a
/// password is checked alike whatever cost the service hashes new ones at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PasswordCost {
    /// OWASP's recommendation for argon2id: m = 19 MiB, t = 2, p = 1.
    #[default]
    Recommended,
    /// argon2id's smallest parameters (m = 8 KiB, t = 1): for tests only.
    Lowest,
}

/// Hashes and checks passwords at one cost.
#[derive(Clone)]
pub struct Passwords {
    inner: Arc<Inner>,
}

struct Inner {
    argon2: Argon2<'static>,
    decoy: OnceLock<String>,
}

impl Passwords {
    pub fn new(cost: PasswordCost) -> Passwords {
        let params = match cost {
            PasswordCost::Recommended => Params::DEFAULT,
            PasswordCost::Lowest => {
                Params::new(Params::MIN_M_COST, Params::MIN_T_COST, 1, None).expect("valid")
            }
        };
        let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        Passwords { inner: Arc::new(Inner { argon2, decoy: OnceLock::new() }) }
    }

    /// A PHC string (`$argon2id$v=19$m=…`) for `password`, off the async runtime.
    pub async fn hash(&self, password: String) -> String {
        let inner = Arc::clone(&self.inner);
        on_hashing_thread(move || inner.hash(&password)).await
    }

    /// Whether `password` matches `hash`, at the cost written in `hash`.
    pub async fn verify(&self, password: String, hash: String) -> bool {
        let inner = Arc::clone(&self.inner);
        on_hashing_thread(move || {
            PasswordHash::new(&hash).is_ok_and(|parsed| {
                inner.argon2.verify_password(password.as_bytes(), &parsed).is_ok()
            })
        })
        .await
    }

    /// A hash to verify against when the address is unknown, so a wrong address costs the same
    /// time as a wrong password. Made on first use; call `prepare_decoy` at start so the first
    /// sign-in does not pay for it.
    pub fn decoy(&self) -> String {
        self.inner.decoy.get_or_init(|| self.inner.hash(&crate::secrets::random_token())).clone()
    }

    /// Makes the decoy hash now, off the async runtime.
    pub async fn prepare_decoy(&self) {
        let passwords = self.clone();
        on_hashing_thread(move || drop(passwords.decoy())).await;
    }
}

impl Inner {
    fn hash(&self, password: &str) -> String {
        self.argon2
            .hash_password(password.as_bytes())
            .expect("argon2 accepts any password")
            .to_string()
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_service_hashes_at_the_recommended_cost_and_checks_hashes_of_any_cost() {
        let recommended = Passwords::new(PasswordCost::Recommended);
        let lowest = Passwords::new(PasswordCost::Lowest);
        let hash = recommended.hash("correct horse".into()).await;
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        let cheap = lowest.hash("correct horse".into()).await;
        assert!(cheap.starts_with("$argon2id$v=19$m=8,t=1,p=1$"), "{cheap}");
        for passwords in [&recommended, &lowest] {
            assert!(passwords.verify("correct horse".into(), hash.clone()).await);
            assert!(passwords.verify("correct horse".into(), cheap.clone()).await);
            assert!(!passwords.verify("correct horsE".into(), hash.clone()).await);
        }
        assert!(recommended.decoy().starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    }
}
