//! A judged program on Windows: started suspended, put in a Job Object of
//! its own, then let go. Every process it starts is born in the job and
//! cannot leave it (breakaway is not allowed); the job bounds the memory
//! each process commits and the CPU time of them all, kills them all when
//! the run ends (and, closed, should the tool itself die), ends a process
//! on an unhandled exception instead of showing a dialog, and gives their
//! CPU time and peak committed memory. Std starts a process with its main
//! thread only, not resumed by std's own handle: that thread is found by
//! a snapshot of the system's threads and resumed (process-wrap's
//! `JobObject` does the same, but keeps its job to itself, so no limit
//! could be set through it).

use std::ffi::c_void;
use std::fs::Metadata;
use std::io;
use std::mem::{size_of, zeroed};
use std::os::windows::io::AsRawHandle;
use std::os::windows::process::CommandExt;
use std::process::{Child, Command};
use std::thread;
use std::time::Duration;

use windows_sys::Win32::Foundation::{CloseHandle, HANDLE, INVALID_HANDLE_VALUE};
use windows_sys::Win32::System::Diagnostics::ToolHelp::{
    CreateToolhelp32Snapshot, Thread32First, Thread32Next, TH32CS_SNAPTHREAD, THREADENTRY32,
};
use windows_sys::Win32::System::JobObjects::{
    AssignProcessToJobObject, CreateJobObjectW, JobObjectBasicAccountingInformation,
    JobObjectExtendedLimitInformation, QueryInformationJobObject, SetInformationJobObject,
    TerminateJobObject, JOBOBJECT_BASIC_ACCOUNTING_INFORMATION, JOBOBJECT_EXTENDED_LIMIT_INFORMATION,
    JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION, JOB_OBJECT_LIMIT_JOB_TIME,
    JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, JOB_OBJECT_LIMIT_PROCESS_MEMORY,
};
use windows_sys::Win32::System::Threading::{
    OpenThread, ResumeThread, CREATE_SUSPENDED, THREAD_SUSPEND_RESUME,
};

use super::{Bounds, Status, Usage};

/// Every process of a run is killed with the job before the run is over.
pub const REAPS_ALL: bool = true;

/// Nothing of the judge is out of reach on Windows.
pub const LIMITATION: Option<&str> = None;

/// The CPU time the job is given past the time limit: the judge stops a
/// run at the limit on the wall clock; the job's bound only catches a run
/// whose threads together pass it first.
const CPU_PAST_LIMIT: Duration = Duration::from_secs(1);

/// The exit code of the processes the judge ends.
const KILLED: u32 = 1;

/// The wait between two looks at a job whose processes are being ended.
const REAP_POLL: Duration = Duration::from_millis(1);

/// Windows counts time in 100 ns ticks.
const TICKS_PER_SECOND: f64 = 1e7;

/// A started program and its Job Object. Killed and closed when dropped,
/// so that an early return leaves nothing running.
pub struct Run {
    child: Child,
    job: Job,
    finished: bool,
}

/// A Job Object's handle, closed when dropped (which kills what is left).
struct Job(HANDLE);

impl Drop for Job {
    fn drop(&mut self) {
        // SAFETY: the handle is the job's own, closed once.
        unsafe {
            CloseHandle(self.0);
        }
    }
}

/// `Err` with the system's last error unless `done`.
fn checked(done: bool) -> io::Result<()> {
    if done {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

impl Run {
    /// Starts `command` suspended, puts it in a new job bounded by
    /// `bounds`, then resumes it.
    pub fn start(command: &mut Command, bounds: Bounds) -> io::Result<Run> {
        // SAFETY: plain calls on a job made here; `info` is a plain struct.
        let job = unsafe {
            let job = CreateJobObjectW(std::ptr::null(), std::ptr::null());
            checked(!job.is_null())?;
            let job = Job(job);
            let mut info: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = zeroed();
            let limits = &mut info.BasicLimitInformation;
            limits.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
                | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION
                | JOB_OBJECT_LIMIT_JOB_TIME;
            limits.PerJobUserTimeLimit =
                ((bounds.time + CPU_PAST_LIMIT).as_secs_f64() * TICKS_PER_SECOND) as i64;
            if let Some(bytes) = bounds.memory {
                limits.LimitFlags |= JOB_OBJECT_LIMIT_PROCESS_MEMORY;
                info.ProcessMemoryLimit = usize::try_from(bytes).unwrap_or(usize::MAX);
            }
            checked(
                SetInformationJobObject(
                    job.0,
                    JobObjectExtendedLimitInformation,
                    (&info as *const JOBOBJECT_EXTENDED_LIMIT_INFORMATION).cast::<c_void>(),
                    size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>() as u32,
                ) != 0,
            )?;
            job
        };
        command.creation_flags(CREATE_SUSPENDED);
        let mut child = command.spawn()?;
        // SAFETY: the child's handle is open while `child` lives.
        let held = unsafe { AssignProcessToJobObject(job.0, child.as_raw_handle() as HANDLE) } != 0;
        if let Err(error) = checked(held).and_then(|()| resume(child.id())) {
            let _ = child.kill();
            let _ = child.wait();
            return Err(error);
        }
        Ok(Run {
            child,
            job,
            finished: false,
        })
    }

    /// The program's process, to take its pipes.
    pub fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Whether the program has ended.
    pub fn ended(&mut self) -> bool {
        !matches!(self.child.try_wait(), Ok(None))
    }

    /// Ends every process of the job, waits for the program and for the
    /// job to be empty, and reads what they used.
    pub fn finish(&mut self) -> io::Result<Usage> {
        self.finished = true;
        // SAFETY: plain calls on the job's handle; the structs are plain.
        unsafe {
            TerminateJobObject(self.job.0, KILLED);
        }
        let code = self.child.wait()?.code().unwrap_or(KILLED as i32);
        let accounting = loop {
            let accounting: JOBOBJECT_BASIC_ACCOUNTING_INFORMATION =
                self.query(JobObjectBasicAccountingInformation)?;
            if accounting.ActiveProcesses == 0 {
                break accounting;
            }
            thread::sleep(REAP_POLL);
        };
        let limits: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = self.query(JobObjectExtendedLimitInformation)?;
        let ticks = (accounting.TotalUserTime + accounting.TotalKernelTime).max(0);
        Ok(Usage {
            status: status_of(code),
            cpu: Duration::from_secs_f64(ticks as f64 / TICKS_PER_SECOND),
            peak_kb: limits.PeakProcessMemoryUsed as u64 / 1024,
        })
    }

    /// One block of the job's information, of class `class`.
    fn query<T>(&self, class: i32) -> io::Result<T> {
        // SAFETY: `T` is the plain struct the class fills in, of its size.
        unsafe {
            let mut value: T = zeroed();
            checked(
                QueryInformationJobObject(
                    self.job.0,
                    class,
                    (&mut value as *mut T).cast::<c_void>(),
                    size_of::<T>() as u32,
                    std::ptr::null_mut(),
                ) != 0,
            )?;
            Ok(value)
        }
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        if !self.finished {
            let _ = self.finish();
        }
    }
}

/// Resumes the threads of the process `pid`, started suspended.
fn resume(pid: u32) -> io::Result<()> {
    // SAFETY: a snapshot of the system's threads, read then closed; each
    // thread of the process opened, resumed and closed.
    unsafe {
        let snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0);
        checked(snapshot != INVALID_HANDLE_VALUE)?;
        let mut entry: THREADENTRY32 = zeroed();
        entry.dwSize = size_of::<THREADENTRY32>() as u32;
        let mut more = Thread32First(snapshot, &mut entry) != 0;
        let mut result = Ok(());
        while more {
            if entry.th32OwnerProcessID == pid {
                let thread = OpenThread(THREAD_SUSPEND_RESUME, 0, entry.th32ThreadID);
                result = checked(!thread.is_null() && ResumeThread(thread) != u32::MAX);
                if !thread.is_null() {
                    CloseHandle(thread);
                }
                if result.is_err() {
                    break;
                }
            }
            more = Thread32Next(snapshot, &mut entry) != 0;
        }
        CloseHandle(snapshot);
        result
    }
}

/// The exceptions that end a crashed program, by their codes, with the
/// signal a Unix system would have sent for each.
const EXCEPTIONS: [(u32, &str); 6] = [
    (0xC000_0005, "SIGSEGV"), // access violation
    (0xC000_00FD, "SIGSEGV"), // stack overflow
    (0xC000_0094, "SIGFPE"),  // integer division by zero
    (0xC000_0095, "SIGFPE"),  // integer overflow
    (0xC000_001D, "SIGILL"),  // illegal instruction
    (0xC000_0409, "SIGABRT"), // stack buffer overrun, a fail-fast abort
];

/// A process's exit code as a status: an exception's code (an NTSTATUS
/// error, its two high bits set) as the signal of a crash.
fn status_of(code: i32) -> Status {
    if code as u32 >= 0xC000_0000 {
        Status::Signaled(code)
    } else {
        Status::Exited(code)
    }
}

/// The name of the signal a Unix system would have sent for the exception
/// `code`, if it is one that ends a crashed program.
pub fn signal_name(code: i32) -> Option<&'static str> {
    EXCEPTIONS
        .iter()
        .find(|(exception, _)| *exception == code as u32)
        .map(|(_, name)| *name)
}

/// Whether the file of `metadata` can be started: Windows has no run bit,
/// and tells by the extension when it starts it.
pub fn is_executable(_metadata: &Metadata) -> bool {
    true
}

/// The names under which `program` is looked for in each folder of
/// `PATH`: itself, and with each extension of `PATHEXT` (`.EXE`, ...).
pub fn program_names(program: &str) -> Vec<String> {
    let extensions = std::env::var("PATHEXT").unwrap_or_else(|_| ".COM;.EXE;.BAT;.CMD".to_string());
    let mut names = vec![program.to_string()];
    names.extend(
        extensions
            .split(';')
            .filter(|extension| !extension.is_empty())
            .map(|extension| format!("{program}{extension}")),
    );
    names
}

/// A standard output closed at start is not told apart on Windows.
pub fn stdout_closed_at_load() -> bool {
    false
}
