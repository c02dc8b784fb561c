//! Embeds the message catalogues (`locales/<lang>/*.ftl`) and the rules pages
//! (`docs/games/<id>.md`, `docs/games/<lang>/<id>.md`) in the binary, so that a new game ships its
//! texts by adding files: no list to keep in step by hand.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> =
        fs::read_dir(dir).map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect()).unwrap_or_default();
    out.retain(|p| p.is_file() && p.extension().is_some_and(|e| e == ext));
    out.sort();
    out
}

fn dirs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> =
        fs::read_dir(dir).map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect()).unwrap_or_default();
    out.retain(|p| p.is_dir());
    out.sort();
    out
}

fn stem(p: &Path) -> String {
    p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut code = String::new();

    // Which catalogue file holds each message (from the English files; the catalogue tests make
    // every language put a message in the same file), so that a command parses only the files
    // whose messages it prints.
    let mut files_en: Vec<String> = Vec::new();
    let mut ids: Vec<(String, usize)> = Vec::new();
    for f in files(&root.join("locales").join("en"), "ftl") {
        let index = files_en.len();
        files_en.push(stem(&f));
        let text = fs::read_to_string(&f).unwrap_or_default();
        for line in text.lines() {
            let Some((name, _)) = line.split_once('=') else { continue };
            let name = name.trim_end();
            let first = name.chars().next();
            if first.is_some_and(|c| c.is_ascii_alphabetic())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                ids.push((name.to_string(), index));
            }
        }
    }
    ids.sort();
    code.push_str("/// The catalogue files, by stem; a message's file is an index into this list.\n");
    let _ = writeln!(code, "pub static FILES: &[&str] = &{files_en:?};");
    code.push_str("/// Every message id with the index of its file in `FILES`, sorted by id.\n");
    code.push_str("pub static MESSAGES: &[(&str, usize)] = &[\n");
    for (id, index) in &ids {
        let _ = writeln!(code, "    ({id:?}, {index}),");
    }
    code.push_str("];\n\n");

    code.push_str("/// Every catalogue: (language, file stem, Fluent source).\n");
    code.push_str("pub static CATALOGUES: &[(&str, &str, &str)] = &[\n");
    let locales = root.join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    for lang in dirs(&locales) {
        println!("cargo:rerun-if-changed={}", lang.display());
        for f in files(&lang, "ftl") {
            println!("cargo:rerun-if-changed={}", f.display());
            let _ =
                writeln!(code, "    ({:?}, {:?}, include_str!({:?})),", stem(&lang), stem(&f), f.display().to_string());
        }
    }
    code.push_str("];\n\n");

    code.push_str("/// Every rules page: (language, game id, Markdown source).\n");
    code.push_str("pub static PAGES: &[(&str, &str, &str)] = &[\n");
    let games = root.join("docs").join("games");
    println!("cargo:rerun-if-changed={}", games.display());
    for f in files(&games, "md") {
        println!("cargo:rerun-if-changed={}", f.display());
        let _ = writeln!(code, "    (\"en\", {:?}, include_str!({:?})),", stem(&f), f.display().to_string());
    }
    for lang in dirs(&games) {
        println!("cargo:rerun-if-changed={}", lang.display());
        for f in files(&lang, "md") {
            println!("cargo:rerun-if-changed={}", f.display());
            let _ =
                writeln!(code, "    ({:?}, {:?}, include_str!({:?})),", stem(&lang), stem(&f), f.display().to_string());
        }
    }
    code.push_str("];\n");
    fs::write(out.join("embedded.rs"), code).expect("OUT_DIR is writable");
}
