//! How a source file is built and run, by its extension, as Baekjoon's
//! language page gives the commands: `.c` with `gcc -O2 -std=gnu11 -lm`,
//! `.cpp` and `.cc` with `g++ -O2 -std=gnu++17`, `.java` with `javac
//! --release 11 -encoding UTF-8` then `java Main`, `.py` with `python3`, or
//! `pypy3` when asked (its syntax checked first, as `py_compile` checks
//! it), and `.rs` with `rustc --edition 2021 -O`. Each is copied into the
//! run's folder under the name the judges give it (`Main.c`, ...); either
//! command can be replaced by one of the user's (`{file}` and `{dir}` in
//! it stand for the copied file and the folder), split into words, never
//! given to a shell. A tool that is not installed is named with the Debian
//! package that brings it. Python 3 and Java get the extra time and memory
//! Baekjoon's language page grants them ([`Language::extra`]).

use std::env::consts::EXE_SUFFIX;
use std::ffi::OsString;
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::child::is_path;
use super::limits::Extra;
use crate::format::shown_bytes;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::platform;

/// A language the judge builds and runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// C11 with GNU extensions.
    C,
    /// C++17 with GNU extensions.
    Cpp,
    /// Java 11, class `Main`.
    Java,
    /// Python 3.
    Python,
    /// Python 3 run by PyPy.
    PyPy,
    /// Rust, 2021 edition.
    Rust,
}

impl Language {
    /// The language of a file ending in `extension`, in either case
    /// (`.CPP` is C++, as a file copied from Windows may be named).
    pub fn of_extension(extension: &str) -> Option<Language> {
        match extension.to_ascii_lowercase().as_str() {
            "c" => Some(Language::C),
            "cpp" | "cc" => Some(Language::Cpp),
            "java" => Some(Language::Java),
            "py" => Some(Language::Python),
            "rs" => Some(Language::Rust),
            _ => None,
        }
    }

    /// Its name, as a judge's language list gives it.
    pub fn name(self) -> &'static str {
        match self {
            Language::C => "C11",
            Language::Cpp => "C++17",
            Language::Java => "Java 11",
            Language::Python => "Python 3",
            Language::PyPy => "PyPy3",
            Language::Rust => "Rust 2021",
        }
    }

    /// The extra time and memory Baekjoon grants the language
    /// ([`Extra::PYTHON`], [`Extra::JAVA`]). None for the others: C, C++
    /// and Rust have none, and PyPy3's could not be checked against the
    /// page.
    pub fn extra(self) -> Option<Extra> {
        match self {
            Language::Python => Some(Extra::PYTHON),
            Language::Java => Some(Extra::JAVA),
            Language::C | Language::Cpp | Language::PyPy | Language::Rust => None,
        }
    }

    /// The file name the source is copied to in the run's folder.
    pub fn file_name(self) -> &'static str {
        match self {
            Language::C => "Main.c",
            Language::Cpp => "Main.cc",
            Language::Java => "Main.java",
            Language::Python | Language::PyPy => "Main.py",
            Language::Rust => "main.rs",
        }
    }

    /// The command that builds (or checks) the copied source; a native
    /// program is named `Main` (`Main.exe` on Windows).
    fn build(self) -> Vec<String> {
        let main = format!("Main{EXE_SUFFIX}");
        let words: &[&str] = match self {
            Language::C => &["gcc", "Main.c", "-o", &main, "-O2", "-std=gnu11", "-lm"],
            Language::Cpp => &["g++", "Main.cc", "-o", &main, "-O2", "-std=gnu++17"],
            Language::Java => &["javac", "--release", "11", "-encoding", "UTF-8", "Main.java"],
            Language::Python => &["python3", "-W", "ignore", "-m", "py_compile", "Main.py"],
            Language::PyPy => &["pypy3", "-W", "ignore", "-m", "py_compile", "Main.py"],
            Language::Rust => &["rustc", "--edition", "2021", "-O", "-o", &main, "main.rs"],
        };
        words.iter().map(|word| word.to_string()).collect()
    }

    /// The command that runs the built program.
    fn run(self) -> Vec<String> {
        let main = format!("./Main{EXE_SUFFIX}");
        let words: &[&str] = match self {
            Language::C | Language::Cpp | Language::Rust => &[&main],
            Language::Java => &["java", "-XX:+UseSerialGC", "-Dfile.encoding=UTF-8", "Main"],
            Language::Python => &["python3", "-W", "ignore", "Main.py"],
            Language::PyPy => &["pypy3", "-W", "ignore", "Main.py"],
        };
        words.iter().map(|word| word.to_string()).collect()
    }
}

/// How the user asks a source file to be built and run: with PyPy for
/// Python, and either command replaced by one of their own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// Python run by `pypy3` rather than `python3`.
    pub pypy: bool,
    /// The command that builds it, as one line of words.
    pub compile: Option<String>,
    /// The command that runs it, as one line of words.
    pub run: Option<String>,
}

/// A program ready to be built in a folder: the commands and what bounds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The language, if the program is a source file.
    pub language: Option<Language>,
    /// The command that builds it, if it is built.
    pub build: Option<Vec<OsString>>,
    /// The command that runs it.
    pub run: Vec<OsString>,
    /// Whether its address space is bounded: not the JVM's, which reserves
    /// far more than it uses and is judged by its peak.
    pub bounded: bool,
}

/// Why a program cannot be judged.
#[derive(Debug)]
pub enum ProgramError {
    /// No file at the path.
    Missing(PathBuf),
    /// The path is a folder.
    Folder(PathBuf),
    /// The path is neither a file nor a folder: a named pipe, a device.
    NotAFile(PathBuf),
    /// The extension names no language the judge builds.
    UnknownExtension(PathBuf),
    /// The file name has no extension to tell its language by.
    NoExtension(PathBuf),
    /// A Java file whose `package` line (the package named) puts class
    /// `Main` where `java Main` does not find it.
    JavaPackage(PathBuf, String),
    /// A Java file without a class `Main`: the public class it has, if any.
    NoMain(PathBuf, Option<String>),
    /// The file cannot be read or copied.
    Unreadable(PathBuf, io::Error),
    /// A compiler or interpreter is not installed.
    MissingTool {
        /// The program looked for, escaped for a message (a byte that is
        /// no part of UTF-8 written `\xff`).
        tool: String,
        /// The Debian package that brings it, if known.
        package: Option<&'static str>,
    },
    /// A program found at the path is a folder.
    ProgramFolder(PathBuf),
    /// A program found at the path is not executable.
    NotExecutable(PathBuf),
    /// A name not on `PATH`, though the run's folder holds a file of that
    /// name, which runs as `./name`: the name, escaped as `MissingTool`'s.
    NotOnPath(String),
    /// The build made no program where the run command looks for it: the
    /// program, the build command and the run command, as lines of words.
    NotBuilt {
        /// The run command's program.
        program: String,
        /// The build command.
        build: String,
        /// The run command.
        run: String,
    },
    /// `--compile` or `--run` (the flag) given no word.
    EmptyCommand(&'static str, String),
    /// `--compile` or `--run` (the flag) holding a `{word}` that is no
    /// placeholder.
    Placeholder(&'static str, String, String),
}

impl ProgramError {
    /// The refusal in `lang`, its path or tool escaped.
    pub fn say(&self, lang: Lang) -> String {
        let path = |path: &Path| Value::from(shown(path));
        let text = |text: &str| Value::from(text.escape_debug().to_string());
        match self {
            Self::Missing(file) => lang.say("judge.error.missing", &[("path", path(file))]),
            Self::Folder(file) => lang.say("judge.error.folder", &[("path", path(file))]),
            Self::NotAFile(file) => lang.say("judge.error.not_a_file", &[("path", path(file))]),
            Self::UnknownExtension(file) => lang.say("judge.error.extension", &[("path", path(file))]),
            Self::NoExtension(file) => lang.say("judge.error.no_extension", &[("path", path(file))]),
            Self::JavaPackage(file, package) => lang.say(
                "judge.error.java_package",
                &[("path", path(file)), ("package", text(package))],
            ),
            Self::NoMain(file, Some(class)) => lang.say(
                "judge.error.public_class",
                &[("path", path(file)), ("class", text(class))],
            ),
            Self::NoMain(file, None) => lang.say("judge.error.no_main", &[("path", path(file))]),
            Self::Unreadable(file, error) => lang.say(
                "judge.error.unreadable",
                &[("path", path(file)), ("error", error.to_string().into())],
            ),
            Self::MissingTool {
                tool,
                package: Some(package),
            } => lang.say(
                "judge.error.tool",
                &[("tool", tool.as_str().into()), ("package", (*package).into())],
            ),
            Self::MissingTool { tool, package: None } => {
                lang.say("judge.error.no_program", &[("tool", tool.as_str().into())])
            }
            Self::ProgramFolder(file) => lang.say("judge.error.program_folder", &[("path", path(file))]),
            Self::NotExecutable(file) => lang.say("judge.error.not_executable", &[("path", path(file))]),
            Self::NotOnPath(tool) => lang.say("judge.error.not_on_path", &[("tool", tool.as_str().into())]),
            Self::NotBuilt { program, build, run } => lang.say(
                "judge.error.not_built",
                &[
                    ("program", text(program)),
                    ("build", text(build)),
                    ("run", text(run)),
                ],
            ),
            Self::EmptyCommand(flag, value) => lang.say(
                "judge.error.empty_command",
                &[("flag", (*flag).into()), ("value", text(value))],
            ),
            Self::Placeholder(flag, value, placeholder) => lang.say(
                "judge.error.placeholder",
                &[
                    ("flag", (*flag).into()),
                    ("value", text(value)),
                    ("placeholder", text(placeholder)),
                    ("file", "{file}".into()),
                    ("dir", "{dir}".into()),
                ],
            ),
        }
    }
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for ProgramError {}

/// A path as an error line shows it: control characters escaped, a byte
/// that is no part of UTF-8 written `\xff`.
fn shown(path: &Path) -> String {
    shown_bytes(path.as_os_str().as_encoded_bytes())
}

/// The Debian package that brings `tool`, on Linux.
fn package_of(tool: &str) -> Option<&'static str> {
    if !platform::DEBIAN_PACKAGES {
        return None;
    }
    match tool {
        "gcc" => Some("gcc"),
        "g++" => Some("g++"),
        "javac" | "java" => Some("default-jdk-headless"),
        "python3" => Some("python3"),
        "pypy3" => Some("pypy3"),
        "rustc" => Some("rustc"),
        _ => None,
    }
}

/// Where `program` is: itself if it names a path, else the first match on
/// `PATH` (on Windows, with an extension of `PATHEXT` too).
pub fn find_program(program: &str) -> Option<PathBuf> {
    if is_path(program) {
        return Path::new(program).is_file().then(|| PathBuf::from(program));
    }
    let path = std::env::var_os("PATH")?;
    let names = platform::program_names(program);
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// Fails with [`ProgramError::MissingTool`] unless `tool` is installed;
/// a path (`./Main`, `{dir}/Main`) is the program's own, made by its build
/// ([`check_built`]). A name not on `PATH` that names the `source` file
/// copied into the run's folder is told to be written as a path.
fn check_installed(tool: &OsString, source: &str) -> Result<(), ProgramError> {
    let name = tool.to_string_lossy();
    if is_path(name.as_ref()) || find_program(&name).is_some() {
        return Ok(());
    }
    if name == source {
        return Err(ProgramError::NotOnPath(shown_bytes(tool.as_encoded_bytes())));
    }
    Err(ProgramError::MissingTool {
        package: package_of(&name),
        tool: shown_bytes(tool.as_encoded_bytes()),
    })
}

/// Fails unless the file at `path`, whose `metadata` is read, can be
/// started: a folder, or a file with no execute permission, cannot.
fn check_executable(path: &Path, metadata: &fs::Metadata) -> Result<(), ProgramError> {
    if metadata.is_dir() {
        return Err(ProgramError::ProgramFolder(path.to_path_buf()));
    }
    if !platform::is_executable(metadata) {
        return Err(ProgramError::NotExecutable(path.to_path_buf()));
    }
    Ok(())
}

/// After the build in `dir`, fails unless the program of `plan`'s run
/// command, when it is a path (`./Main`, `{dir}/Main`), is there and can
/// be started: a build that made nothing there, a folder, or a file with
/// no execute permission is refused by name before any run.
pub fn check_built(plan: &Plan, dir: &Path) -> Result<(), ProgramError> {
    let program = plan.run[0].to_string_lossy();
    if !is_path(program.as_ref()) {
        return Ok(());
    }
    let path = dir.join(program.as_ref());
    let metadata = fs::metadata(&path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => ProgramError::NotBuilt {
            program: program.into_owned(),
            build: plan.build.as_deref().map(line_of).unwrap_or_default(),
            run: line_of(&plan.run),
        },
        _ => ProgramError::Unreadable(path.clone(), error),
    })?;
    check_executable(&path, &metadata)
}

/// A command as one line: its words, separated by spaces.
pub fn line_of(argv: &[OsString]) -> String {
    let words: Vec<String> = argv
        .iter()
        .map(|word| word.to_string_lossy().into_owned())
        .collect();
    words.join(" ")
}

/// The words of the command `line` given with `flag`, `{file}` and `{dir}`
/// replaced by the file name `file` and the folder `dir`.
fn user_command(
    flag: &'static str,
    line: &str,
    file: &str,
    dir: &Path,
) -> Result<Vec<OsString>, ProgramError> {
    let mut argv = Vec::new();
    for word in line.split_whitespace() {
        let filled = word
            .replace("{file}", file)
            .replace("{dir}", &dir.to_string_lossy());
        if let Some(open) = filled.find('{') {
            let close = filled[open..].find('}').map_or(filled.len(), |at| open + at + 1);
            let placeholder = filled[open..close].to_string();
            return Err(ProgramError::Placeholder(flag, line.to_string(), placeholder));
        }
        argv.push(OsString::from(filled));
    }
    if argv.is_empty() {
        return Err(ProgramError::EmptyCommand(flag, line.to_string()));
    }
    Ok(argv)
}

/// The plan for the source file `path`, to be copied into `dir` under its
/// language's [`Language::file_name`] (see the module's header), built and
/// run as `choices` ask; its tools must be installed.
pub fn prepare(path: &Path, dir: &Path, choices: &Choices) -> Result<Plan, ProgramError> {
    let language = match check_source(path)? {
        Language::Python if choices.pypy => Language::PyPy,
        language => language,
    };
    let file = language.file_name();
    let words = |words: Vec<String>| words.into_iter().map(OsString::from).collect::<Vec<_>>();
    let build = match &choices.compile {
        Some(line) => user_command("--compile", line, file, dir)?,
        None => words(language.build()),
    };
    let run = match &choices.run {
        Some(line) => user_command("--run", line, file, dir)?,
        None => words(language.run()),
    };
    check_installed(&build[0], file)?;
    check_installed(&run[0], file)?;
    Ok(Plan {
        language: Some(language),
        bounded: !runs_java(&run) && !sanitized(&build),
        build: Some(build),
        run,
    })
}

/// Whether the command `build` builds with a sanitizer
/// (`-fsanitize=address`), whose shadow memory reserves terabytes of
/// address space: such a program is judged by its peak resident memory.
fn sanitized(build: &[OsString]) -> bool {
    build
        .iter()
        .any(|word| word.to_string_lossy().starts_with("-fsanitize="))
}

/// Whether the command `run` starts the JVM, which reserves far more
/// address space than it uses.
fn runs_java(run: &[OsString]) -> bool {
    Path::new(&run[0]).file_stem().is_some_and(|name| name == "java")
}

/// The language of the source file `path`, refused when it is missing, a
/// folder, no file (a named pipe would keep its reader waiting for ever:
/// it is refused before it is opened), of no known extension, or Java
/// without a class `Main`.
pub fn check_source(path: &Path) -> Result<Language, ProgramError> {
    let metadata = fs::metadata(path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => ProgramError::Missing(path.to_path_buf()),
        _ => ProgramError::Unreadable(path.to_path_buf(), error),
    })?;
    if metadata.is_dir() {
        return Err(ProgramError::Folder(path.to_path_buf()));
    }
    if !metadata.is_file() {
        return Err(ProgramError::NotAFile(path.to_path_buf()));
    }
    let Some(extension) = path.extension() else {
        return Err(ProgramError::NoExtension(path.to_path_buf()));
    };
    let language = extension
        .to_str()
        .and_then(Language::of_extension)
        .ok_or_else(|| ProgramError::UnknownExtension(path.to_path_buf()))?;
    if language == Language::Java {
        let text = fs::read(path).map_err(|error| ProgramError::Unreadable(path.to_path_buf(), error))?;
        let text = String::from_utf8_lossy(&text);
        if !declares_class(&text, "Main") {
            return Err(ProgramError::NoMain(path.to_path_buf(), public_class(&text)));
        }
        if let Some(package) = package_of_java(&text) {
            return Err(ProgramError::JavaPackage(path.to_path_buf(), package));
        }
    }
    Ok(language)
}

/// The plan for a command given after `--`: run as it is, in the run's
/// folder, its address space bounded unless it is `java`; a path to a
/// folder or to a file with no execute permission is refused by name. The
/// run's folder is not the current one: the program's relative path, and
/// each argument that is the relative path of a file or a folder here
/// (`python3 sol.py`), are made whole.
pub fn command(argv: &[OsString]) -> Result<Plan, ProgramError> {
    let program = argv[0].to_string_lossy();
    let given = Path::new(program.as_ref());
    if is_path(program.as_ref()) {
        if let Ok(metadata) = fs::metadata(given) {
            check_executable(given, &metadata)?;
        }
    }
    let Some(found) = find_program(&program) else {
        return Err(ProgramError::MissingTool {
            tool: shown_bytes(argv[0].as_encoded_bytes()),
            package: None,
        });
    };
    let mut run = vec![fs::canonicalize(&found).unwrap_or(found).into_os_string()];
    run.extend(argv[1..].iter().map(|word| {
        let path = Path::new(word);
        if path.is_relative() && path.exists() {
            std::path::absolute(path).map_or_else(|_| word.clone(), PathBuf::into_os_string)
        } else {
            word.clone()
        }
    }));
    Ok(Plan {
        language: None,
        build: None,
        bounded: !runs_java(&run),
        run,
    })
}

/// Whether the Java source `text` declares a class named `name`.
fn declares_class(text: &str, name: &str) -> bool {
    words(text)
        .windows(2)
        .any(|pair| pair[0] == "class" && pair[1] == name)
}

/// The package the Java source `text` declares, if any (`package`
/// is a keyword: outside comments and strings it opens that line alone).
fn package_of_java(text: &str) -> Option<String> {
    let code = code_of(text);
    let at = code.match_indices("package").map(|(at, _)| at).find(|&at| {
        let before = code[..at].chars().next_back();
        let after = code[at + "package".len()..].chars().next();
        !before.is_some_and(is_identifier) && !after.is_some_and(is_identifier)
    })?;
    let rest = &code[at + "package".len()..];
    let name: String = rest[..rest.find(';').unwrap_or(rest.len())]
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    Some(name)
}

/// Whether `c` may be part of a Java identifier.
fn is_identifier(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

/// The name of the first public class of the Java source `text`.
fn public_class(text: &str) -> Option<String> {
    words(text)
        .windows(3)
        .find(|three| three[0] == "public" && three[1] == "class")
        .map(|three| three[2].to_string())
}

/// The identifiers of the Java source `text`, in order, outside its
/// comments and string literals.
fn words(text: &str) -> Vec<String> {
    code_of(text)
        .split(|c: char| !is_identifier(c))
        .filter(|word| !word.is_empty())
        .map(str::to_string)
        .collect()
}

/// The Java source `text` with each comment and string literal made one
/// space.
fn code_of(text: &str) -> String {
    let mut code = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let skip_to = if rest.starts_with("//") {
            Some("\n")
        } else if rest.starts_with("/*") {
            Some("*/")
        } else if c == '"' {
            Some("\"")
        } else {
            None
        };
        match skip_to {
            Some(end) => {
                let from = if c == '"' { 1 } else { 2 };
                let skipped = rest[from..]
                    .find(end)
                    .map_or(rest.len(), |at| from + at + end.len());
                rest = &rest[skipped..];
                code.push(' ');
            }
            None => {
                code.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_come_from_extensions() {
        assert_eq!(Language::of_extension("c"), Some(Language::C));
        assert_eq!(Language::of_extension("cc"), Some(Language::Cpp));
        assert_eq!(Language::of_extension("cpp"), Some(Language::Cpp));
        assert_eq!(Language::of_extension("java"), Some(Language::Java));
        assert_eq!(Language::of_extension("py"), Some(Language::Python));
        assert_eq!(Language::of_extension("rs"), Some(Language::Rust));
        assert_eq!(Language::of_extension("rb"), None);
        assert_eq!(Language::of_extension("CPP"), Some(Language::Cpp));
        assert_eq!(Language::of_extension("Py"), Some(Language::Python));
    }

    #[test]
    fn java_needs_a_class_main() {
        assert!(declares_class("public class Main {}\n", "Main"));
        assert!(!declares_class("public class Queens {}", "Main"));
        assert!(!declares_class("class MainQueens {}", "Main"));
        assert_eq!(
            public_class("import java.util.*;\npublic class Queens {}").as_deref(),
            Some("Queens")
        );
        assert_eq!(public_class("class Queens {}"), None);
        let commented = "// its public class is not Main\n/* class Main */ public class Queens { String s = \"class Main\"; }";
        assert!(!declares_class(commented, "Main"));
        assert_eq!(public_class(commented).as_deref(), Some("Queens"));
    }

    #[test]
    fn a_command_of_ones_own_is_split_and_filled_in() {
        let dir = Path::new("/tmp/run");
        let argv = user_command("--compile", " gcc  {file} -o {dir}/Main -O3 ", "Main.c", dir).unwrap();
        assert_eq!(argv, ["gcc", "Main.c", "-o", "/tmp/run/Main", "-O3"]);
        let error = user_command("--run", "./Main {n}", "Main.c", dir).unwrap_err();
        assert_eq!(
            error.to_string(),
            "--run './Main {n}': {n} is not a placeholder; use {file} (the source file in the folder) \
             or {dir} (the folder)"
        );
        let error = user_command("--run", "  ", "Main.c", dir).unwrap_err();
        assert_eq!(error.say(Lang::Ko), "--run '  ': 명령이 비어 있습니다.");
    }

    #[test]
    fn a_missing_tool_names_its_package() {
        let error = ProgramError::MissingTool {
            tool: "javac".into(),
            package: package_of("javac"),
        };
        assert_eq!(
            error.to_string(),
            "javac is not installed: it comes with the Debian package default-jdk-headless \
             (apt-get install default-jdk-headless)"
        );
        assert_eq!(
            error.say(Lang::Ko),
            "javac 프로그램이 설치되어 있지 않습니다. 데비안 패키지 default-jdk-headless에 들어 있으니 \
             'apt-get install default-jdk-headless' 명령으로 설치하세요."
        );
    }
}
