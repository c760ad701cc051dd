//! How far a tick of a race moves each board, the same in the terminal and
//! on the page.

use serde::Serialize;

/// How far a tick moves each board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pace {
    /// One step of each strategy a tick.
    #[default]
    Steps,
    /// Each strategy to its next node (call) a tick: in proportion to its nodes.
    Nodes,
}

impl Pace {
    /// Both paces, in the order the help lists them.
    pub const ALL: [Pace; 2] = [Pace::Steps, Pace::Nodes];

    /// Its name, as `--pace` takes it and the page's script reads it.
    pub fn name(self) -> &'static str {
        match self {
            Pace::Steps => "steps",
            Pace::Nodes => "nodes",
        }
    }
}
