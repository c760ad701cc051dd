//! The guide's Slurm recipe, run as it will run: a one-node Slurm of its own
//! (Debian's `slurm-wlm` and `munge`: `munged`, `slurmctld` and `slurmd`
//! started on a temporary `slurm.conf`, spool folders and ports, and
//! stopped by their own process ids), the guide's job script submitted
//! with the guide's lines for n = 12 in 8 shards, one task cancelled
//! while it waits, the missing part run again with the guide's line, and
//! the parts merged to A000170's 14,200. Where the daemons cannot start
//! (not root, or the packages missing) the test says so and skips, except
//! under `CI=true`, where `.ci/run` installs the packages.

use crate::common;

use std::fs;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::{solutions, BINARY};

/// The programs the test drives.
const TOOLS: [&str; 8] = [
    "munged",
    "mungekey",
    "slurmctld",
    "slurmd",
    "sbatch",
    "squeue",
    "scancel",
    "scontrol",
];

/// Whether a Slurm of our own can start here; outside CI a missing tool or
/// a user other than root skips the test, in CI it fails it.
fn can_start() -> bool {
    let missing: Vec<&str> = TOOLS
        .into_iter()
        .filter(|tool| {
            Command::new("sh")
                .args(["-c", &format!("command -v {tool}")])
                .output()
                .map_or(true, |out| !out.status.success())
        })
        .collect();
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.stdout.trim_ascii() == b"0");
    let why = if !missing.is_empty() {
        format!("{} missing (Debian's slurm-wlm and munge)", missing.join(", "))
    } else if !root {
        "the Slurm daemons need root".to_string()
    } else {
        return true;
    };
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI must run a Slurm of its own: {why} (.ci/run installs the packages and runs as root)"
    );
    eprintln!("{why}: skipped (CI=true makes this a failure)");
    false
}

/// A port nobody listens on now.
fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// Runs `command` to its end and returns what it printed, failing with its
/// stderr when it fails.
fn run(command: &mut Command) -> Output {
    let out = command
        .output()
        .unwrap_or_else(|error| panic!("{command:?} starts: {error}"));
    assert!(
        out.status.success(),
        "{command:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A one-node Slurm in a temporary folder; its daemons are stopped and the
/// folder removed when it is dropped.
struct Cluster {
    dir: PathBuf,
    conf: PathBuf,
    partition: &'static str,
}

impl Cluster {
    fn start() -> Cluster {
        let dir = std::env::temp_dir().join(format!("nqueens-slurm-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for folder in ["state", "spool", "jobs"] {
            fs::create_dir_all(dir.join(folder)).expect("a temporary folder");
        }
        // A folder others may pass through.
        run(Command::new("chmod").arg("711").arg(&dir));
        let host = String::from_utf8(run(Command::new("hostname").arg("-s")).stdout)
            .expect("a host name")
            .trim()
            .to_string();
        let cpus = std::thread::available_parallelism().map_or(1, usize::from);
        let at = |name: &str| dir.join(name).display().to_string();
        let conf = dir.join("slurm.conf");
        let cluster = Cluster {
            dir: dir.clone(),
            conf: conf.clone(),
            partition: "nqueens",
        };
        fs::write(
            &conf,
            format!(
                "ClusterName=nqueens\nSlurmctldHost={host}\nSlurmUser=root\nSlurmdUser=root\n\
                 AuthType=auth/munge\nAuthInfo=socket={munge}\n\
                 SlurmctldPort={ctld}\nSlurmdPort={d}\n\
                 StateSaveLocation={state}\nSlurmdSpoolDir={spool}\n\
                 SlurmctldPidFile={ctld_pid}\nSlurmdPidFile={d_pid}\n\
                 SlurmctldLogFile={ctld_log}\nSlurmdLogFile={d_log}\n\
                 ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n\
                 SelectType=select/cons_tres\nSelectTypeParameters=CR_CPU\n\
                 JobAcctGatherType=jobacct_gather/none\nMpiDefault=none\nReturnToService=2\n\
                 SchedulerParameters=sched_interval=1\n\
                 NodeName={host} CPUs={cpus} State=UNKNOWN\n\
                 PartitionName={partition} Nodes=ALL Default=YES MaxTime=INFINITE State=UP\n",
                munge = at("munge.socket"),
                ctld = free_port(),
                d = free_port(),
                state = at("state"),
                spool = at("spool"),
                ctld_pid = at("slurmctld.pid"),
                d_pid = at("slurmd.pid"),
                ctld_log = at("slurmctld.log"),
                d_log = at("slurmd.log"),
                partition = cluster.partition,
            ),
        )
        .expect("slurm.conf written");
        run(Command::new("mungekey")
            .arg("--create")
            .arg(format!("--keyfile={}", at("munge.key"))));
        run(Command::new("munged")
            .arg(format!("--socket={}", at("munge.socket")))
            .arg(format!("--pid-file={}", at("munged.pid")))
            .arg(format!("--key-file={}", at("munge.key")))
            .arg(format!("--log-file={}", at("munged.log")))
            .arg(format!("--seed-file={}", at("munged.seed"))));
        run(Command::new("slurmctld").arg("-f").arg(&conf));
        run(Command::new("slurmd").arg("-f").arg(&conf));
        cluster.wait_for("the node to be idle", |cluster| {
            cluster.output(&["sinfo", "-h", "-o", "%T"]).trim() == "idle"
        });
        cluster
    }

    /// A Slurm command or a shell line in the jobs folder, with this
    /// cluster's configuration and `nqueens` on the PATH.
    fn command(&self, program: &str) -> Command {
        let bin = Path::new(BINARY).parent().expect("the binary's folder");
        let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
        let mut command = common::clean(program);
        command
            .current_dir(self.dir.join("jobs"))
            .env("SLURM_CONF", &self.conf)
            .env("PATH", path)
            .env("N", "12")
            .env("M", "8");
        command
    }

    fn output(&self, args: &[&str]) -> String {
        let out = run(self.command(args[0]).args(&args[1..]));
        String::from_utf8(out.stdout).expect("UTF-8 output")
    }

    /// Runs one line of the guide in bash, as a user types it.
    fn line(&self, line: &str) -> String {
        self.output(&["bash", "-c", line])
    }

    /// Waits up to a minute for `done`, failing with the daemons' logs.
    fn wait_for(&self, what: &str, done: impl Fn(&Cluster) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !done(self) {
            if Instant::now() > deadline {
                let logs: Vec<String> = ["munged.log", "slurmctld.log", "slurmd.log"]
                    .iter()
                    .map(|log| fs::read_to_string(self.dir.join(log)).unwrap_or_default())
                    .collect();
                panic!("waited a minute for {what}; the logs:\n{}", logs.join("\n"));
            }
            sleep(Duration::from_millis(100));
        }
    }

    /// The files the jobs left, sorted.
    fn files(&self) -> Vec<String> {
        let mut files: Vec<String> = fs::read_dir(self.dir.join("jobs"))
            .expect("the jobs folder")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name.ends_with(".json"))
            .collect();
        files.sort();
        files
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        for daemon in ["slurmd", "slurmctld", "munged"] {
            let pid = fs::read_to_string(self.dir.join(format!("{daemon}.pid"))).unwrap_or_default();
            let pid = pid.trim();
            if pid.is_empty() {
                continue;
            }
            let _ = Command::new("kill").arg(pid).status();
            let deadline = Instant::now() + Duration::from_secs(10);
            while Path::new(&format!("/proc/{pid}")).exists() && Instant::now() < deadline {
                sleep(Duration::from_millis(50));
            }
        }
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// A child process killed and reaped when dropped, on every path.
struct Reaped(Child);

impl Drop for Reaped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The guide's code blocks that hold `marker`, from the first page that
/// has one: the job script and the lines that submit it.
fn guide_block(marker: &str) -> String {
    let mut pages = vec![PathBuf::from("README.md")];
    let mut folders = vec![PathBuf::from("docs")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("the guide's folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "md") {
                pages.push(path);
            }
        }
    }
    pages.sort();
    pages
        .iter()
        .flat_map(|page| {
            let text = fs::read_to_string(page).expect("a page of the guide");
            text.split("```")
                .skip(1)
                .step_by(2)
                .filter(|block| block.contains(marker))
                .map(|block| block.strip_prefix("sh\n").unwrap_or(block).to_string())
                .collect::<Vec<String>>()
        })
        .next()
        .unwrap_or_else(|| panic!("a ```sh block of the guide holds {marker:?}"))
}

#[test]
fn the_guides_job_array_counts_with_a_task_cancelled_and_run_again() {
    if !can_start() {
        return;
    }
    let script = guide_block("#SBATCH --output=shard-%a.json");
    assert!(script.starts_with("#!/bin/bash\n"), "the job script: {script}");
    let block = guide_block("sbatch --wait");
    let lines: Vec<&str> = block.lines().collect();
    let [export, submit, missing, again, merge] = lines[..] else {
        panic!("the guide submits in five lines: {lines:?}");
    };
    assert!(
        export.starts_with("export N=") && export.contains(" M="),
        "{export}"
    );
    let cluster = Cluster::start();
    fs::write(cluster.dir.join("jobs/shards.sh"), &script).expect("the job script written");

    // The partition down while the array is submitted, so that the task
    // to cancel still waits when it is cancelled, whatever the timing.
    let partition = format!("PartitionName={}", cluster.partition);
    cluster.output(&["scontrol", "update", &partition, "State=DOWN"]);
    let mut submitted = Reaped(
        cluster
            .command("bash")
            .args(["-c", submit])
            .spawn()
            .expect("the guide's submit line starts"),
    );
    cluster.wait_for("the array to be queued", |cluster| {
        !cluster.output(&["squeue", "-h", "-o", "%F"]).trim().is_empty()
    });
    let job = cluster
        .output(&["squeue", "-h", "-o", "%F"])
        .lines()
        .next()
        .unwrap()
        .to_string();
    cluster.output(&["scancel", &format!("{job}_3")]);
    cluster.output(&["scontrol", "update", &partition, "State=UP"]);
    submitted
        .0
        .wait()
        .expect("sbatch --wait returns once the array is done");

    // A task cancelled while it waits leaves no file; merge names its part.
    let expected: Vec<String> = (0..8)
        .filter(|&k| k != 3)
        .map(|k| format!("shard-{k}.json"))
        .collect();
    assert_eq!(cluster.files(), expected);
    assert_eq!(cluster.line(missing), "3\n", "{missing}");
    cluster.line(again);
    assert_eq!(cluster.line(missing), "", "nothing missing after {again}");
    assert_eq!(cluster.line(merge), format!("{}\n", solutions(12)));
    assert_eq!(solutions(12), 14_200);
}
