//! Guided entry through a real pseudo-terminal: `kozyr deal` with no deal flags asks for the
//! game's fields one by one, checks each answer, shows the row and records it only when confirmed.
//!
//! The binary runs under `rexpect` (a pty, no window size, no colour); each step waits for the
//! flag named under the question (`[--points · …`) before typing, so the answer lands in that
//! question's prompt.

use crate::support::common;

use std::process::Command;

use common::*;
use rexpect::process::WaitStatus;
use rexpect::session::{spawn_command, PtySession};
use serde_json::Value;

/// Every wait is bounded, and generous: the machine is slow and shared.
const TIMEOUT_MS: u64 = 60_000;

/// Backspace (DEL) as a terminal sends it; enough of them clear a previous answer.
const CLEAR: &str = "\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\
                     \u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}";

/// `kozyr --ledger LEDGER ARGS` in a pseudo-terminal, in English unless the arguments say otherwise.
fn guided(t: &Table, args: &[&str]) -> PtySession {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kozyr"));
    c.arg("--ledger").arg(&t.ledger).args(args);
    for k in ["KOZYR_LEDGER", "KOZYR_LANG", "LC_ALL", "LC_MESSAGES"] {
        c.env_remove(k);
    }
    c.env("LANG", "C.UTF-8").env("NO_COLOR", "1").env("COLUMNS", "100").env("TERM", "xterm");
    spawn_command(c, Some(TIMEOUT_MS)).expect("kozyr runs in a pseudo-terminal")
}

/// Waits for the question that fills `--flag`, then types `answer` and Enter.
fn answer(p: &mut PtySession, flag: &str, answer: &str) {
    wait_for(p, &format!("--{flag} · "));
    type_line(p, answer);
}

fn type_line(p: &mut PtySession, text: &str) {
    p.send(&format!("{text}\r")).expect("send");
    p.flush().expect("flush");
}

/// Waits for `needle`; returns what was printed before it.
fn wait_for(p: &mut PtySession, needle: &str) -> String {
    // rexpect reads the terminal byte by byte, each byte a char: compare in that form.
    let raw: String = needle.bytes().map(char::from).collect();
    let before = p.exp_string(&raw).unwrap_or_else(|e| panic!("waiting for {needle:?}: {}", utf8(&e.to_string())));
    utf8(&before)
}

/// Text rexpect read (one char per byte) as the UTF-8 it was.
fn utf8(read: &str) -> String {
    let bytes: Vec<u8> = read.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Reads to the end and returns the exit code with everything printed after the last wait.
fn finish(mut p: PtySession) -> (i32, String) {
    let rest = utf8(&p.exp_eof().unwrap_or_else(|e| panic!("waiting for the end: {}", utf8(&e.to_string()))));
    match p.process_mut().wait().expect("kozyr exits") {
        WaitStatus::Exited(_, code) => (code, rest),
        other => panic!("kozyr ended by {other:?}; it printed {rest}"),
    }
}

/// The deals of the latest match, as `kozyr show --json` lists them.
fn deals(t: &Table) -> Vec<Value> {
    t.json(&["show"])["deals"].as_array().expect("deals").clone()
}

/// Thousand, deal 1 (Аня deals): Борис's 120 with the ♥ marriage, asked for field by field.
/// Returns the session at the confirmation question.
fn thousand_deal_to_confirmation(p: &mut PtySession) {
    answer(p, "dealer", "");
    answer(p, "declarer", "Борис");
    answer(p, "bid", "120");
    answer(p, "auction", "");
    answer(p, "points", "Аня=22,Борис=75,Вера=23");
    answer(p, "marriage", "Борис:hearts");
    wait_for(p, "(another)");
    type_line(p, "");
    answer(p, "conceded", "");
    wait_for(p, "Record this deal?");
}

#[test]
fn thousand_a_deal_asked_for_field_by_field_is_checked_corrected_confirmed_and_recorded() {
    let t = Table::with_match();
    let mut p = guided(&t, &["deal"]);
    let intro = wait_for(&mut p, "--dealer · ");
    assert!(intro.contains("Match 1"), "the intro names the match: {intro}");
    assert!(intro.contains("kozyr deal --declarer"), "the intro shows the one-line form: {intro}");
    type_line(&mut p, "");

    // A name not in the match is refused as typed, with the closest one suggested.
    answer(&mut p, "declarer", "Боря");
    wait_for(&mut p, "Боря is not in this match; did you mean Борис?");
    type_line(&mut p, &format!("{CLEAR}Борис"));
    // A number must be a number.
    answer(&mut p, "bid", "сто");
    wait_for(&mut p, "expected a whole number");
    type_line(&mut p, &format!("{CLEAR}120"));
    answer(&mut p, "auction", "");

    // Points that do not add up: the game's own error, with its rule id, and the question again.
    answer(&mut p, "points", "Аня=30,Борис=75,Вера=23");
    wait_for(&mut p, "card points add up to 128");
    wait_for(&mut p, "[thousand.points.sum]");
    answer(&mut p, "points", &format!("{CLEAR}Аня=22,Борис=75,Вера=23"));

    answer(&mut p, "marriage", "Борис:hearts");
    wait_for(&mut p, "(another)");
    type_line(&mut p, "");
    answer(&mut p, "conceded", "");

    // The row before it is written, and the same deal as flags.
    let preview = wait_for(&mut p, "Record this deal?");
    assert!(preview.contains("This deal would be recorded so:"), "{preview}");
    assert!(preview.contains("Борис +120 → 120"), "the row's numbers are shown: {preview}");
    assert!(
        preview
            .contains("kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23 --marriage Борис:hearts"),
        "{preview}"
    );
    type_line(&mut p, "y");
    let (code, out) = finish(p);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Next: deal 2"), "the sheet is printed after recording: {out}");

    let d = deals(&t);
    assert_eq!(d.len(), 1, "one deal recorded");
    let sheet = t.ok(&["show"]);
    assert!(sheet.contains("Борис 120"), "{sheet}");
    let totals = &t.json(&["show"])["totals"];
    assert_eq!(
        (totals["Аня"].as_i64(), totals["Борис"].as_i64(), totals["Вера"].as_i64()),
        (Some(20), Some(120), Some(25))
    );
}

#[test]
fn king_a_no_tricks_deal_with_the_tricks_won() {
    let t = Table::new();
    t.ok(&["new", "king", "--players", "Аня,Борис,Вера,Галя"]);
    let mut p = guided(&t, &["deal"]);
    answer(&mut p, "dealer", "");
    answer(&mut p, "game", "");
    // Seven tricks where a deal has eight: refused at once, asked again.
    answer(&mut p, "won", "Аня=1,Борис=3,Вера=0,Галя=3");
    wait_for(&mut p, "[king.won.sum]");
    answer(&mut p, "won", &format!("{CLEAR}Аня=1,Борис=3,Вера=0,Галя=4"));
    answer(&mut p, "took", "");
    answer(&mut p, "last-two", "");
    answer(&mut p, "trump", "");
    answer(&mut p, "by-last", "");
    let preview = wait_for(&mut p, "Record this deal?");
    assert!(preview.contains("kozyr deal --won Аня=1,Борис=3,Вера=0,Галя=4"), "{preview}");
    type_line(&mut p, "y");
    let (code, out) = finish(p);
    assert_eq!(code, 0, "{out}");

    assert_eq!(deals(&t).len(), 1);
    let totals = &t.json(&["show"])["totals"];
    let got: Vec<Option<i64>> = ["Аня", "Борис", "Вера", "Галя"].iter().map(|n| totals[*n].as_i64()).collect();
    assert_eq!(got, [Some(-2), Some(-6), Some(0), Some(-8)], "two points off per trick in «no tricks»");
}

#[test]
fn a_declined_confirmation_records_nothing_and_exits_0() {
    let t = Table::with_match();
    let before = t.snapshot();
    let mut p = guided(&t, &["deal"]);
    thousand_deal_to_confirmation(&mut p);
    type_line(&mut p, "n");
    let (code, out) = finish(p);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Nothing recorded."), "{out}");
    before.assert_same(&t.snapshot(), &["deal"]);
    assert!(deals(&t).is_empty());
}

#[test]
fn ctrl_c_and_esc_stop_with_a_clear_message_and_write_nothing() {
    let t = Table::with_match();
    let before = t.snapshot();
    for key in ["\u{3}", "\u{1b}"] {
        let mut p = guided(&t, &["deal"]);
        answer(&mut p, "dealer", "");
        answer(&mut p, "declarer", "Борис");
        wait_for(&mut p, "--bid · ");
        p.send(key).expect("send");
        p.flush().expect("flush");
        let (code, out) = finish(p);
        assert_eq!(code, 1, "{key:?}: {out}");
        assert!(out.contains("kozyr: stopped; nothing was recorded [guided.cancelled]"), "{key:?}: {out}");
        assert!(!out.contains("panicked") && !out.contains("internal error"), "{key:?}: {out}");
    }
    before.assert_same(&t.snapshot(), &["deal"]);
}

#[test]
fn an_error_answering_again_does_not_settle_lets_the_user_choose_what_to_change() {
    let t = Table::with_match();
    let mut p = guided(&t, &["deal"]);
    answer(&mut p, "dealer", "");
    answer(&mut p, "declarer", "Борис");
    answer(&mut p, "bid", "120");
    answer(&mut p, "auction", "");
    answer(&mut p, "points", "");
    answer(&mut p, "marriage", "");
    answer(&mut p, "conceded", "");
    // Neither points nor a concession: the error names both questions, which are asked again.
    wait_for(&mut p, "[thousand.deal.points]");
    wait_for(&mut p, "Change --points, --conceded to put it right.");
    answer(&mut p, "points", "");
    answer(&mut p, "conceded", "");
    // Left empty again: the user picks the answer to change (the fifth, --points).
    wait_for(&mut p, "[thousand.deal.points]");
    wait_for(&mut p, "Which answer should change?");
    wait_for(&mut p, "stop, record nothing");
    p.send("\u{1b}[B\u{1b}[B\u{1b}[B\u{1b}[B\r").expect("send");
    p.flush().expect("flush");
    answer(&mut p, "points", "Аня=22,Борис=75,Вера=23");
    let preview = wait_for(&mut p, "Record this deal?");
    assert!(preview.contains("kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23"), "{preview}");
    type_line(&mut p, "yes");
    let (code, out) = finish(p);
    assert_eq!(code, 0, "{out}");
    assert_eq!(deals(&t).len(), 1);
}

/// Russian and Bulgarian prompts are in those languages: no run of four Latin letters but flags,
/// `kozyr`, and the keys as the keyboard names them.
#[test]
fn the_guided_catalogues_speak_russian_and_bulgarian() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for lang in ["ru", "bg"] {
        let text = std::fs::read_to_string(root.join(format!("locales/{lang}/guided.ftl"))).expect("catalogue");
        for line in text.lines().filter(|l| !l.starts_with('#') && l.contains(" = ")) {
            let (id, value) = line.split_once(" = ").expect("a message");
            // Placeables hold variables, flags are typed as they are.
            let mut words = String::new();
            let mut depth = 0;
            for c in value.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => words.push(c),
                    _ => {}
                }
            }
            for token in words.split_whitespace().filter(|t| !t.starts_with("--")) {
                for latin in token.split(|c: char| !c.is_ascii_alphabetic()) {
                    let allowed = ["kozyr", "Enter", "Ctrl"].contains(&latin);
                    assert!(latin.len() < 4 || allowed, "{lang} {id}: {latin:?} is not {lang}");
                }
            }
        }
    }
}

#[test]
fn the_questions_speak_russian_with_lang_ru() {
    let t = Table::with_match();
    let mut p = guided(&t, &["deal", "--lang", "ru"]);
    let intro = wait_for(&mut p, "--dealer · имя: Аня, Борис, Вера · Enter — пропустить");
    assert!(intro.contains("сдача записывается по вопросам"), "{intro}");
    type_line(&mut p, "");
    answer(&mut p, "declarer", "Вася");
    wait_for(&mut p, "Вася не играет в этой партии (Аня, Борис, Вера)");
    type_line(&mut p, &format!("{CLEAR}Борис"));
    answer(&mut p, "bid", "120");
    answer(&mut p, "auction", "");
    answer(&mut p, "points", "Аня=22,Борис=75,Вера=23");
    answer(&mut p, "marriage", "");
    wait_for(&mut p, "--conceded · д или н");
    type_line(&mut p, "");
    let preview = wait_for(&mut p, "Записать эту сдачу? (Д/н)");
    assert!(preview.contains("Сдача будет записана так:"), "{preview}");
    type_line(&mut p, "нет");
    let (code, out) = finish(p);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Ничего не записано."), "{out}");
    assert!(deals(&t).is_empty());
}

#[test]
fn without_a_terminal_the_deal_must_be_given() {
    let t = Table::with_match();
    // Standard input is no terminal (the test harness gives none).
    let err = t.refused(&["deal"], "input.empty");
    assert!(err.contains("no deal given"), "{err}");
    // A terminal for input but the output going to a file, or JSON asked for: no questions either.
    let out = t.dir.path().join("out.txt");
    let script =
        format!("'{}' --ledger '{}' deal > '{}'", env!("CARGO_BIN_EXE_kozyr"), t.ledger.display(), out.display());
    for cmd in [script, format!("'{}' --ledger '{}' --json deal", env!("CARGO_BIN_EXE_kozyr"), t.ledger.display())] {
        let mut c = Command::new("sh");
        c.arg("-c").arg(&cmd).env_remove("KOZYR_LANG").env("LANG", "C.UTF-8");
        let p = spawn_command(c, Some(TIMEOUT_MS)).expect("sh runs in a pseudo-terminal");
        let (code, printed) = finish(p);
        assert_eq!(code, 1, "{cmd}: {printed}");
        assert!(printed.contains("input.empty"), "{cmd}: {printed}");
    }
    assert!(deals(&t).is_empty());
}
