//! Bridge at a table resumed from a snapshot: replaying a match whole gives exactly what replaying
//! its first entries, storing the state as JSON text and replaying the rest from it gives — for
//! duplicate, a rubber (a rubber won and a new one begun, then stopped unfinished) and Chicago (a
//! passed-out deal dealt again, a chicago completed); and a voided deal that keeps its place passes
//! the rotation on.

use crate::support::split;

use kozyr::games::{self, Entry, Game, Penalty, Setup};
use serde_json::{json, Value};
use split::{deals, numbered, quick_deal, splits_agree};

const PLAYERS: [&str; 4] = ["Север", "Восток", "Юг", "Запад"];

fn bridge() -> &'static dyn Game {
    games::find("bridge").expect("bridge")
}

fn setup(options: Value) -> Setup {
    let players: Vec<String> = PLAYERS.iter().map(|s| s.to_string()).collect();
    bridge().setup(&players, None, options.as_object().expect("options")).expect("setup")
}

fn agree(options: Value, items: Value) {
    let mut entries = deals(items.as_array().expect("deals"));
    // A deal as typed: `--contract 2SX --by Юг --tricks 7`.
    let typed = ["--contract", "2SX", "--by", "Юг", "--tricks", "7"];
    entries.insert(1, Entry::Deal(quick_deal(bridge(), &typed)));
    entries.insert(2, Entry::Penalty(Penalty { player: "Юг".into(), points: Some(-20), reason: "slow".into() }));
    splits_agree(bridge(), &setup(options), &entries).expect("the parts give the whole");
}

#[test]
fn duplicate_resumes_at_every_entry() {
    agree(
        json!({}),
        json!([
            {"board": 1, "declarer": "Север", "contract": "4S", "double": "x", "tricks": 10},
            {"board": 2, "contract": "pass"},
            {"declarer": "Восток", "contract": "3NT", "tricks": 7, "honours": "Восток:4"},
            {"declarer": "W", "contract": "6H", "result": "+1", "vulnerable": "both"}
        ]),
    );
}

#[test]
fn a_rubber_resumes_at_every_entry() {
    let items = json!([
        {"declarer": "Восток", "contract": "2H", "tricks": 8},
        {"declarer": "Север", "contract": "4S", "tricks": 11, "honours": "Юг:5"},
        {"contract": "pass"},
        {"declarer": "Запад", "contract": "3NT", "tricks": 9},
        {"declarer": "Юг", "contract": "5D", "tricks": 11},
        {"declarer": "Юг", "contract": "4S", "tricks": 10},
        {"declarer": "Восток", "contract": "1NT", "tricks": 7},
        {"stop": true}
    ]);
    agree(json!({"scoring": "rubber"}), items.clone());
    agree(json!({"scoring": "rubber", "unfinished_partscore": 50}), items);
}

#[test]
fn chicago_resumes_at_every_entry() {
    agree(
        json!({"scoring": "chicago"}),
        json!([
            {"declarer": "Север", "contract": "4S", "tricks": 10},
            {"contract": "pass"},
            {"declarer": "Восток", "contract": "3H", "tricks": 8},
            {"declarer": "Север", "contract": "3C", "tricks": 9},
            {"declarer": "Запад", "contract": "1C", "tricks": 7, "honours": "W:4"},
            {"declarer": "Восток", "contract": "4H", "tricks": 10}
        ]),
    );
}

#[test]
fn a_kept_place_passes_the_rotation_on() {
    let s = setup(json!({"scoring": "chicago"}));
    let deal = Entry::Deal(json!({"declarer": "N", "contract": "1S", "tricks": 7}));
    let entries = [Entry::Turn, deal];
    let (r, _) = bridge().replay_from(&s, None, &numbered(&entries)).expect("replays");
    assert_eq!(r.scored[0].extra["vulnerable"], "ew", "the kept place was the chicago's first deal");
    assert_eq!(r.scored[0].extra["board"], 2);
    let s = setup(json!({}));
    let entries = [Entry::Turn, Entry::Deal(json!({"declarer": "N", "contract": "1S", "tricks": 7}))];
    let (r, _) = bridge().replay_from(&s, None, &numbered(&entries)).expect("replays");
    assert_eq!(r.scored[0].extra["board"], 2);
    assert_eq!(r.scored[0].extra["dealer"], "E");
}

#[test]
fn a_state_no_replay_could_leave_is_refused() {
    let s = setup(json!({"scoring": "rubber"}));
    let entries = [Entry::Deal(json!({"declarer": "N", "contract": "1S", "tricks": 7}))];
    let (_, state) = bridge().replay_from(&s, None, &numbered(&entries)).expect("replays");
    let mut state = state.expect("a state");
    state["rubber"]["games"] = json!([2, 0]);
    let e = bridge().replay_from(&s, Some(&state), &[]).expect_err("refused");
    assert_eq!(e.rule, "bridge.snapshot");
}
