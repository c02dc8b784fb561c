//! Headless Chromium for the tests that look at kozyr's pages and pictures as a browser does: found
//! on the machine or skipped with a message saying how to install it, started with a fresh profile
//! and no network of its own, and killed when it takes too long so that a hang fails the test
//! instead of holding up the run. Also the PNG decoder the picture tests share. Tests reach it as
//! `support::browser`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one run of Chromium may take before the test fails.
const LIMIT: Duration = Duration::from_secs(120);

/// A program on `PATH` (or at an absolute path), if it is there.
fn program(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    names.iter().find_map(|name| {
        let p = Path::new(name);
        if p.is_absolute() {
            return p.is_file().then(|| p.to_path_buf());
        }
        std::env::split_paths(&path).map(|d| d.join(name)).find(|c| c.is_file())
    })
}

/// Chromium, or `None` after saying on standard error that the test is skipped and why.
pub fn chromium() -> Option<PathBuf> {
    let Some(found) = program(&["/usr/bin/chromium", "chromium", "chromium-browser"]) else {
        eprintln!("skipped: Chromium is not installed (apt-get install chromium)");
        return None;
    };
    // A distribution may install a stub that only points elsewhere (Ubuntu's, to a snap).
    let mut version = Command::new(&found);
    version.arg("--version");
    let out = run(version, "chromium --version");
    if !out.status.success() {
        let said = String::from_utf8_lossy(&out.stderr).trim().to_string();
        eprintln!("skipped: {} does not run ({said}); install Chromium from Debian's packages", found.display());
        return None;
    }
    Some(found)
}

/// `pdftotext` and `pdfinfo`, or `None` after saying that the test is skipped and why.
pub fn poppler() -> Option<(PathBuf, PathBuf)> {
    let found = program(&["pdftotext"]).zip(program(&["pdfinfo"]));
    if found.is_none() {
        eprintln!("skipped: pdftotext or pdfinfo is not installed (apt-get install poppler-utils)");
    }
    found
}

/// Runs `cmd` to its end within [`LIMIT`]; panics, having killed it, when it does not finish.
pub fn run(mut cmd: Command, what: &str) -> std::process::Output {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what} does not start: {e}"));
    let start = Instant::now();
    loop {
        match child.try_wait().expect("the child can be waited for") {
            Some(_) => break,
            None if start.elapsed() > LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{what} did not finish in {} s", LIMIT.as_secs());
            }
            None => std::thread::sleep(Duration::from_millis(100)),
        }
    }
    // Chromium's output is short: the pipes never fill while it runs.
    child.wait_with_output().expect("the child's output")
}

/// Chromium run headless on `page` with `flags`, a fresh profile in `dir`, and every service that
/// would reach the network switched off (on a closed network they hang or fail).
pub fn headless(chromium: &Path, dir: &Path, flags: &[String], page: &Path) {
    let profile = dir.join("chromium-profile");
    let mut cmd = Command::new(chromium);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .args(flags)
    .arg(format!("file://{}", page.display()));
    let out = run(cmd, "Chromium");
    assert!(out.status.success(), "Chromium failed: {}", String::from_utf8_lossy(&out.stderr));
}

/// The DOM of `page` as Chromium holds it once loaded, its scripts run: what a test's own page
/// measured (an SVG's boxes by `getBBox`) and wrote into itself.
pub fn dump_dom(chromium: &Path, dir: &Path, page: &Path) -> String {
    let profile = dir.join("chromium-profile");
    let mut cmd = Command::new(chromium);
    cmd.args(["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"])
        .args(["--disable-background-networking", "--disable-component-update", "--disable-sync", "--dump-dom"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("file://{}", page.display()));
    let out = run(cmd, "Chromium --dump-dom");
    assert!(out.status.success(), "Chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("the DOM in UTF-8")
}

/// `page` printed to PDF by Chromium (A4 as the page's CSS asks, no header or footer): the number
/// of pages and the text, as poppler reads them.
pub fn print_to_pdf(chromium: &Path, poppler: &(PathBuf, PathBuf), dir: &Path, page: &Path) -> (usize, String) {
    let pdf = dir.join("printed.pdf");
    let flags = [format!("--print-to-pdf={}", pdf.display()), "--no-pdf-header-footer".to_string()];
    headless(chromium, dir, &flags, page);
    assert!(pdf.is_file(), "Chromium wrote no PDF");
    let mut info = Command::new(&poppler.1);
    info.arg(&pdf);
    let info = String::from_utf8(run(info, "pdfinfo").stdout).expect("pdfinfo speaks UTF-8");
    let pages = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("pdfinfo names no page count: {info}"));
    let mut text = Command::new(&poppler.0);
    text.arg(&pdf).arg("-");
    let text = String::from_utf8(run(text, "pdftotext").stdout).expect("pdftotext speaks UTF-8");
    (pages, text)
}

/// A PNG decoded: width, height and its pixels as RGBA.
pub fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<[u8; 4]>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    // Eight bits a channel whatever was written: palette and 16-bit images alike.
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let channels = info.color_type.samples();
    let pixels = buf[..info.buffer_size()]
        .chunks(channels)
        .map(|p| match *p {
            [r, g, b, a] => [r, g, b, a],
            [r, g, b] => [r, g, b, 255],
            [v, a] => [v, v, v, a],
            [v] => [v, v, v, 255],
            _ => [0, 0, 0, 0],
        })
        .collect();
    (info.width, info.height, pixels)
}
