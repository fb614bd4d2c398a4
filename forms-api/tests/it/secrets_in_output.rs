//! No password in any output: the database's and the mail server's passwords, given in their
//! URLs through the environment (as the systemd unit's environment file gives them), appear in
//! nothing a command prints, whether it succeeds, fails at start, or prints its help, in text or
//! in JSON logs.

use std::process::Command;

const PASSWORD: &str = "Tr0ub4dor-s3cret";

fn run(args: &[&str], env: &[(&str, String)]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_forms-api"))
        .args(args)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .env("MAIL_OUTBOX", dir.path().join("outbox"))
        .current_dir(dir.path())
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.code(), text)
}

#[test]
fn no_command_prints_a_password() {
    // Port 9 (discard) refuses connections: every command fails to reach the servers.
    let databases = [
        format!("postgres://forms:{PASSWORD}@127.0.0.1:9/iaaii"),
        format!("postgres://127.0.0.1:9/iaaii?user=forms&password={PASSWORD}"),
    ];
    let smtp = [
        format!("smtp://mailer:{PASSWORD}@127.0.0.1:9"),
        // An unescaped @ in the user name: refused at start, and said without the password.
        format!("smtp://mailer@example.org:{PASSWORD}@127.0.0.1:9"),
    ];
    let commands: [&[&str]; 10] = [
        &["serve", "--help"],
        &["backup", "--help"],
        &["serve", "--database-wait", "1"],
        &["serve", "--database-wait", "1", "--log-format", "json"],
        &["migrate"],
        &["migrate", "--dry-run"],
        &["backup", "--to", "copy.dump"],
        &["applications", "export"],
        &["housekeeping"],
        &["applications", "decide", "IAAII-2026-00001", "accepted"],
    ];
    let mut runs = 0;
    for database in &databases {
        for smtp in &smtp {
            let env = [
                ("DATABASE_URL", database.clone()),
                ("SMTP_URL", smtp.clone()),
                ("SITE_URL", "https://www.example.org/".to_string()),
            ];
            for args in commands {
                let (code, text) = run(args, &env);
                runs += 1;
                assert!(!text.contains(PASSWORD), "{args:?} printed the password:\n{text}");
                if !args.contains(&"--help") {
                    assert_eq!(code, Some(1), "{args:?}: {text}");
                    assert!(!text.trim().is_empty(), "{args:?} said nothing");
                }
            }
        }
    }
    assert_eq!(runs, 40);
}
