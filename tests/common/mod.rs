//! Helpers shared by the command-line tests: run the built binary, take its
//! stdout (and stderr), and check the bad-input contract.

// Each test file that includes this module uses only some of the helpers.
#![allow(dead_code)]

use assert_cmd::Command;

/// The built binary, with no `RUST_LOG` and no locale from the caller's
/// environment (English, UTF-8), so that every run prints the same.
pub fn nqueens() -> Command {
    let mut command = Command::cargo_bin("nqueens").expect("the nqueens binary is built");
    command
        .env_remove("RUST_LOG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    command
}

/// Runs `args`, expects success, returns stdout.
pub fn stdout_of(args: &[&str]) -> String {
    let output = nqueens().args(args).output().expect("nqueens runs");
    assert!(
        output.status.success(),
        "nqueens {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("stdout is UTF-8")
}

/// Runs `args`, expects success, returns stdout and stderr.
pub fn outputs_of(args: &[&str]) -> (String, String) {
    let output = nqueens().args(args).output().expect("nqueens runs");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert!(output.status.success(), "nqueens {args:?} failed: {stderr}");
    (String::from_utf8(output.stdout).expect("stdout is UTF-8"), stderr)
}

/// Runs `args` and expects the bad-input contract: exit 2, empty stdout,
/// one `error:` line on stderr that contains every piece of `mentions`.
pub fn refuses(args: &[&str], stdin: &str, mentions: &[&str]) {
    let output = nqueens()
        .args(args)
        .write_stdin(stdin)
        .output()
        .expect("nqueens runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(2),
        "nqueens {args:?} should exit 2; stderr: {stderr}"
    );
    assert!(
        output.stdout.is_empty(),
        "nqueens {args:?} wrote to stdout: {:?}",
        output.stdout
    );
    assert_eq!(
        stderr.lines().count(),
        1,
        "nqueens {args:?}: one line on stderr, got {stderr:?}"
    );
    assert!(
        stderr.starts_with("error: "),
        "nqueens {args:?}: stderr {stderr:?}"
    );
    for mention in mentions {
        assert!(
            stderr.contains(mention),
            "nqueens {args:?}: {stderr:?} should mention {mention:?}"
        );
    }
}

/// Runs `nqueens args` (a run far too long to wait for), sends it Ctrl-C
/// after `wait`, and returns its exit code, stdout and stderr.
pub fn interrupted_after(wait: std::time::Duration, args: &[&str]) -> (Option<i32>, String, String) {
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("nqueens"))
        .args(args)
        .env_remove("RUST_LOG")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    std::thread::sleep(wait);
    let sent = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let output = child.wait_with_output().expect("nqueens ends");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}
