//! The module graph of `src/` is the one the guide draws ("How it is built",
//! `docs/building.md`), and it points one way.
//!
//! A top-level module (a `pub mod` of `src/lib.rs`: its file `src/m.rs` and
//! every file under `src/m/`) uses another when its code names it through
//! `crate::`: `use crate::a::b;`, the nested form `use crate::{a, b::c};` and
//! paths written inline (`crate::format::thousands(..)`). A name that
//! `src/lib.rs` re-exports (`crate::MAX_N`) counts for the module it comes
//! from. The unit tests of a file (`#[cfg(test)] mod ...`) and comments do
//! not count. The test reads the table of `docs/building.md`, whose rows go
//! from the top down, and checks that each row lists exactly the modules its
//! module uses, and only modules of rows below it, so the graph has no
//! cycle. It also checks that the files of each folder of `src/` (other than
//! `mod.rs`) do not use each other, by `super::file` or `crate::..::file`,
//! in a circle. The table of features says which crates each feature of
//! `Cargo.toml` turns on, and which are default.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The folder `src/`.
fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files at `path` (a file, or every file under a folder).
fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut files = Vec::new();
    if let Ok(entries) = fs::read_dir(path) {
        for entry in entries {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                files.extend(rust_files(&path));
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// The code of a file without its comment lines and its unit tests
/// (`#[cfg(test)]` followed by a `mod` block).
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).expect("a source file");
    let lines: Vec<&str> = text.lines().collect();
    let mut kept = String::new();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index].trim();
        let opens_tests = line == "#[cfg(test)]"
            && lines.get(index + 1).is_some_and(|next| {
                let next = next.trim_start();
                ["mod ", "pub mod ", "pub(crate) mod "]
                    .iter()
                    .any(|start| next.starts_with(start))
                    && next.ends_with('{')
            });
        if opens_tests {
            let mut depth = 0i64;
            index += 1;
            loop {
                let line = lines[index];
                depth += line.matches('{').count() as i64 - line.matches('}').count() as i64;
                index += 1;
                if depth == 0 {
                    break;
                }
            }
            continue;
        }
        if !line.starts_with("//") {
            kept.push_str(lines[index]);
            kept.push('\n');
        }
        index += 1;
    }
    kept
}

/// The first names of the paths after each `prefix` in `code` (`a` for
/// `prefix a::b`, `a` and `b` for `prefix {a, b::c}`), where `prefix` does
/// not continue a longer path.
fn heads(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut from = 0;
    while let Some(at) = code[from..].find(prefix) {
        let start = from + at;
        from = start + prefix.len();
        if code[..start].ends_with("::") {
            continue;
        }
        let rest = &code[from..];
        let word = |text: &str| -> String {
            let text = text.trim_start();
            let end = text
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(text.len());
            text[..end].to_string()
        };
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item_start = 0;
            for (offset, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth > 0 => depth -= 1,
                    '}' | ',' if depth == 0 => {
                        found.insert(word(&group[item_start..offset]));
                        item_start = offset + 1;
                        if c == '}' {
                            break;
                        }
                    }
                    _ => {}
                }
            }
        } else {
            found.insert(word(rest));
        }
    }
    found.remove("");
    found
}

/// The top-level modules, in the order of `src/lib.rs`, and the names it
/// re-exports with the module each comes from.
fn modules() -> (Vec<String>, BTreeMap<String, String>) {
    let lib = fs::read_to_string(src().join("lib.rs")).expect("src/lib.rs");
    let mut modules = Vec::new();
    let mut exported = BTreeMap::new();
    for line in lib.lines() {
        if let Some(name) = line
            .strip_prefix("pub mod ")
            .and_then(|rest| rest.strip_suffix(';'))
        {
            modules.push(name.to_string());
        }
        if let Some(path) = line
            .strip_prefix("pub use ")
            .and_then(|rest| rest.strip_suffix(';'))
        {
            let (module, names) = path.split_once("::").expect("pub use module::names");
            for name in names.trim_matches(|c| c == '{' || c == '}').split(',') {
                exported.insert(name.trim().to_string(), module.to_string());
            }
        }
    }
    (modules, exported)
}

/// What each top-level module uses of the crate.
fn uses() -> BTreeMap<String, BTreeSet<String>> {
    let (modules, exported) = modules();
    let mut graph = BTreeMap::new();
    for module in &modules {
        let mut files = rust_files(&src().join(format!("{module}.rs")));
        files.extend(rust_files(&src().join(module)));
        assert!(!files.is_empty(), "module {module} has files");
        let mut used = BTreeSet::new();
        for file in files {
            for head in heads(&code(&file), "crate::") {
                let target = exported.get(&head).cloned().unwrap_or(head);
                if target != *module && modules.contains(&target) {
                    used.insert(target);
                }
            }
        }
        graph.insert(module.clone(), used);
    }
    graph
}

/// The cells of the rows of the table of `docs/building.md` whose header
/// row begins with `first` (`module`, `feature`), from the top down.
fn rows_of(first: &str) -> Vec<Vec<String>> {
    let page = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/building.md");
    let page = fs::read_to_string(page).expect("docs/building.md");
    let header = format!("| {first} |");
    page.lines()
        .skip_while(|line| !line.starts_with(&header))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| line.split('|').map(|cell| cell.trim().to_string()).collect())
        .collect()
}

/// A list of names as a cell writes it: `a, b, c`, or `-` for none.
fn names(cell: &str) -> BTreeSet<String> {
    cell.split(',')
        .map(str::trim)
        .filter(|name| *name != "-")
        .map(String::from)
        .collect()
}

/// The rows of the table of modules, from the top down: each module and
/// the modules it is said to use.
fn table() -> Vec<(String, BTreeSet<String>)> {
    rows_of("module")
        .into_iter()
        .map(|cells| (cells[1].trim_matches('`').to_string(), names(&cells[3])))
        .collect()
}

#[test]
fn the_guide_lists_every_feature_with_its_crates() {
    // Each feature of Cargo.toml, `(default)` where the default features
    // hold it, with the optional crates it turns on (`dep:NAME`).
    let manifest =
        fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).expect("Cargo.toml");
    let features: BTreeMap<String, Vec<String>> = manifest
        .lines()
        .skip_while(|line| *line != "[features]")
        .skip(1)
        .take_while(|line| !line.starts_with('['))
        .filter_map(|line| line.split_once(" = "))
        .map(|(name, list)| {
            let items = list
                .trim_matches(|c| c == '[' || c == ']')
                .split(',')
                .map(|item| item.trim().trim_matches('"').to_string())
                .filter(|item| !item.is_empty())
                .collect();
            (name.to_string(), items)
        })
        .collect();
    let default = &features["default"];
    let mut listed = BTreeMap::new();
    for cells in rows_of("feature") {
        let (name, marked) = match cells[1].strip_suffix(" (default)") {
            Some(name) => (name.trim_matches('`').to_string(), true),
            None => (cells[1].trim_matches('`').to_string(), false),
        };
        assert_eq!(
            marked,
            default.contains(&name),
            "`{name}` (default) in docs/building.md"
        );
        listed.insert(name, names(&cells[3]));
    }
    let real: BTreeMap<String, BTreeSet<String>> = features
        .iter()
        .filter(|(name, _)| *name != "default")
        .map(|(name, items)| {
            let crates = items
                .iter()
                .filter_map(|item| item.strip_prefix("dep:"))
                .map(String::from)
                .collect();
            (name.clone(), crates)
        })
        .collect();
    assert_eq!(
        listed, real,
        "docs/building.md's features and the crates each turns on"
    );
}

#[test]
fn the_guide_lists_every_module_with_what_it_uses() {
    let graph = uses();
    let rows = table();
    let listed: BTreeSet<&String> = rows.iter().map(|(module, _)| module).collect();
    let real: BTreeSet<&String> = graph.keys().collect();
    assert_eq!(listed, real, "the table has one row per module of src/lib.rs");
    for (module, said) in &rows {
        assert_eq!(
            said, &graph[module],
            "docs/building.md: what `{module}` uses (its `crate::` paths)"
        );
    }
}

#[test]
fn each_module_uses_only_modules_below_it_in_the_guide() {
    let graph = uses();
    let rows = table();
    for (row, (module, _)) in rows.iter().enumerate() {
        for used in &graph[module] {
            let below = rows[row + 1..].iter().any(|(other, _)| other == used);
            assert!(
                below,
                "`{module}` uses `{used}`, which is not below it in docs/building.md"
            );
        }
    }
}

/// A circle in `graph`, if there is one.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|step| step == node) {
            return Some(path[start..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_files_of_a_folder_do_not_use_each_other_in_a_circle() {
    let mut folders = vec![];
    let mut pending = vec![src()];
    while let Some(folder) = pending.pop() {
        for entry in fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path.clone());
                pending.push(path);
            }
        }
    }
    assert!(folders.len() > 5, "src/ has its folders");
    for folder in folders {
        let module_path = folder
            .strip_prefix(src())
            .expect("under src/")
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("::");
        let by_crate = format!("crate::{module_path}::");
        let mut siblings: BTreeMap<String, Vec<(PathBuf, Option<&str>)>> = BTreeMap::new();
        for entry in fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("an entry").path();
            let name = path.file_stem().expect("a name").to_string_lossy().into_owned();
            if path.is_dir() {
                for inner in rust_files(&path) {
                    let direct = inner.parent() == Some(path.as_path());
                    let prefix = match inner.file_name().and_then(|file| file.to_str()) {
                        Some("mod.rs") if direct => Some("super::"),
                        _ if direct => Some("super::super::"),
                        _ => None,
                    };
                    siblings.entry(name.clone()).or_default().push((inner, prefix));
                }
            } else if path.extension().is_some_and(|ext| ext == "rs") && name != "mod" {
                siblings.entry(name).or_default().push((path, Some("super::")));
            }
        }
        let names: BTreeSet<String> = siblings.keys().cloned().collect();
        let graph: BTreeMap<String, BTreeSet<String>> = siblings
            .iter()
            .map(|(name, files)| {
                let mut used = BTreeSet::new();
                for (file, prefix) in files {
                    let code = code(file);
                    used.extend(prefix.map(|prefix| heads(&code, prefix)).unwrap_or_default());
                    used.extend(heads(&code, &by_crate));
                }
                used.retain(|other| other != name && names.contains(other));
                (name.clone(), used)
            })
            .collect();
        assert_eq!(
            circle(&graph),
            None,
            "the files of {} use each other in a circle",
            folder.display()
        );
    }
}

#[test]
fn the_reading_of_paths_takes_nested_groups_and_finds_circles() {
    let code = "use crate::{a, b::c, d::{e, f}};\nlet x = crate::g::h(1);\nuse super::super::i;";
    let found: Vec<&str> = ["a", "b", "d", "g"].to_vec();
    assert_eq!(
        heads(code, "crate::"),
        found.iter().map(|s| s.to_string()).collect()
    );
    assert_eq!(heads(code, "super::"), BTreeSet::from(["super".to_string()]));
    let graph = BTreeMap::from([
        ("a".to_string(), BTreeSet::from(["b".to_string()])),
        ("b".to_string(), BTreeSet::from(["a".to_string()])),
    ]);
    assert_eq!(circle(&graph), Some(vec!["a".to_string(), "b".to_string()]));
}
