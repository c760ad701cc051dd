//! The state-space tree of a search, read from its recorded steps: the
//! root, one node per placement (its call), one stub per pruned square with
//! its reason, the leaves a leaf test rejected and the solutions, each under
//! the node whose loop reached it, children in the order the search took
//! them. Up to a step, it also knows the current node, the path from the
//! root to it and which nodes are finished. `draw --tree` draws it
//! ([`super::tree_svg`]); nothing here searches: [`Tree::record`] plays a
//! [`Recording`] made by the one run entry.

use crate::observer::{Flow, Observer, PruneReason};
use crate::run::{RunResult, RunSpec, SpecError};

use super::{Recording, Step, StepKind};

/// The most elements (nodes and stubs) a tree picture holds and stays readable.
pub const MAX_TREE_ELEMENTS: usize = 2_000;

/// The steps a tree is read from at most: an element takes at most six
/// (try, place, call, return, undo, and a leaf test or solution), so these
/// hold any tree a picture holds, in well under a megabyte.
const KEPT_STEPS: u64 = 10 * MAX_TREE_ELEMENTS as u64;

/// What an element of the tree is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// The first call, on the empty board.
    Root,
    /// A placement, the call it makes and what that call tried.
    Node,
    /// A square tried and rejected before a queen was put on it.
    Prune,
    /// A full placement that the leaf test rejected.
    Leaf,
    /// A full placement that is a solution.
    Solution,
}

impl NodeKind {
    /// The name in `data-kind`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Root | Self::Node => "node",
            Self::Prune => "prune",
            Self::Leaf => "leaf",
            Self::Solution => "solution",
        }
    }
}

/// One element of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeNode {
    /// What it is.
    pub kind: NodeKind,
    /// Its square (row, column); none for the root.
    pub square: Option<(usize, usize)>,
    /// Why a stub was pruned, or how a rejected leaf's two queens attack each other.
    pub reason: Option<PruneReason>,
    /// The element above it; none for the root.
    pub parent: Option<usize>,
    /// The elements below it, in the order they were reached.
    pub children: Vec<usize>,
    /// Whether its call has returned (all below it is finished too).
    pub finished: bool,
    /// The boards the search reported as solutions here (`mirror` reports a board and its mirror image).
    pub solutions: Vec<Vec<usize>>,
    /// The step that added it.
    pub from: u64,
    /// The step its call returned at, if it has.
    pub until: Option<u64>,
}

/// The tree of one run, whole or up to a step.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    /// The run, with the counters of the whole search.
    pub result: RunResult,
    /// The elements; the root is the first.
    pub nodes: Vec<TreeNode>,
    /// The last step drawn, when the tree stops at a step.
    pub step: Option<u64>,
    /// Steps of the whole run.
    pub total_steps: u64,
    /// The element the last step drawn is about (with `step` only).
    pub current: Option<usize>,
    /// Solutions reported outside the tree (the join of `halves`), up to the step.
    pub joined: u64,
}

/// Why a tree is not drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TreeRefusal {
    /// The board is one the strategy does not take.
    Spec(SpecError),
    /// The tree (up to the step, when given) has more elements than a picture holds.
    TooLarge,
    /// The run ends before the step asked for, after this many steps.
    PastTheEnd(u64),
}

impl Tree {
    /// Runs `spec` through [`Recording::record_watched`] and reads its tree,
    /// up to step `step` when given; `watcher` observes the same run (Ctrl-C).
    /// A run is stopped once it has more elements than [`MAX_TREE_ELEMENTS`].
    pub fn record<O: Observer>(
        spec: RunSpec,
        step: Option<u64>,
        watcher: &mut O,
    ) -> Result<Self, TreeRefusal> {
        let mut ceiling = (Ceiling::default(), watcher);
        let recording =
            Recording::record_watched(spec, KEPT_STEPS, &mut ceiling).map_err(TreeRefusal::Spec)?;
        let stopped = ceiling.0.elements > MAX_TREE_ELEMENTS;
        let total = recording.total;
        if step.is_some_and(|step| step > total) && !stopped {
            return Err(TreeRefusal::PastTheEnd(total));
        }
        let needed = step.unwrap_or(total).min(total);
        if (stopped && step.is_none()) || needed > recording.steps.len() as u64 {
            return Err(TreeRefusal::TooLarge);
        }
        let tree = Self::of(&recording, step);
        if tree.nodes.len() > MAX_TREE_ELEMENTS {
            return Err(TreeRefusal::TooLarge);
        }
        Ok(tree)
    }

    /// The tree of the kept steps of `recording` (from its first), up to step `step` when given.
    pub fn of(recording: &Recording, step: Option<u64>) -> Self {
        Self::grown(recording, step).0
    }

    /// The whole tree of the kept steps of `recording`, and the element each
    /// kept step is about (what the replay page lights at each step).
    pub fn with_currents(recording: &Recording) -> (Self, Vec<Option<usize>>) {
        Self::grown(recording, None)
    }

    fn grown(recording: &Recording, step: Option<u64>) -> (Self, Vec<Option<usize>>) {
        let mut growth = Growth::default();
        let mut currents = Vec::with_capacity(recording.steps.len());
        for (index, taken) in recording.steps.iter().enumerate() {
            if step.is_some_and(|last| taken.number > last) {
                break;
            }
            growth.take(taken, &recording.queens(index));
            currents.push(growth.current);
        }
        let tree = Self {
            result: recording.result.clone(),
            step,
            total_steps: recording.total,
            current: step.and(growth.current),
            joined: growth.joined,
            nodes: growth.nodes,
        };
        (tree, currents)
    }

    /// The elements of `kind`.
    pub fn count(&self, kind: NodeKind) -> usize {
        self.nodes.iter().filter(|node| node.kind == kind).count()
    }

    /// The elements from the root down to the current one.
    pub fn path(&self) -> Vec<usize> {
        let mut path: Vec<usize> = std::iter::successors(self.current, |&at| self.nodes[at].parent).collect();
        path.reverse();
        path
    }
}

/// The tree as it grows, step by step.
#[derive(Default)]
struct Growth {
    nodes: Vec<TreeNode>,
    /// The open calls, the root first.
    open: Vec<usize>,
    /// The node placed last, whose call comes next.
    placed: Option<usize>,
    current: Option<usize>,
    joined: u64,
}

impl Growth {
    fn add(
        &mut self,
        kind: NodeKind,
        square: Option<(usize, usize)>,
        reason: Option<PruneReason>,
        from: u64,
    ) -> usize {
        let parent = self.open.last().copied();
        let index = self.nodes.len();
        self.nodes.push(TreeNode {
            kind,
            square,
            reason,
            parent,
            children: Vec::new(),
            finished: false,
            solutions: Vec::new(),
            from,
            until: None,
        });
        if let Some(parent) = parent {
            self.nodes[parent].children.push(index);
        }
        index
    }

    fn take(&mut self, step: &Step, queens: &[usize]) {
        let square = step
            .row
            .zip(step.col)
            .map(|(row, col)| (usize::from(row), usize::from(col)));
        let top = self.open.last().copied();
        self.current = match step.kind {
            StepKind::Call => {
                let node = match self.placed.take() {
                    Some(node) => node,
                    None if self.nodes.is_empty() => self.add(NodeKind::Root, None, None, step.number),
                    None => self.add(NodeKind::Node, None, None, step.number),
                };
                self.open.push(node);
                Some(node)
            }
            StepKind::Place => {
                let node = self.add(NodeKind::Node, square, None, step.number);
                self.placed = Some(node);
                Some(node)
            }
            StepKind::Prune => Some(self.add(NodeKind::Prune, square, step.reason, step.number)),
            StepKind::LeafTest => {
                if let (Some(reason), Some(leaf)) = (step.reason, top) {
                    self.nodes[leaf].kind = NodeKind::Leaf;
                    self.nodes[leaf].reason = Some(reason);
                }
                top
            }
            StepKind::Solution => match top {
                Some(leaf) => {
                    self.nodes[leaf].kind = NodeKind::Solution;
                    self.nodes[leaf].solutions.push(queens.to_vec());
                    Some(leaf)
                }
                None => {
                    self.joined += 1;
                    Some(0)
                }
            },
            StepKind::Return => {
                if let Some(node) = self.open.pop() {
                    self.nodes[node].finished = true;
                    self.nodes[node].until = Some(step.number);
                }
                self.open.last().copied().or(Some(0))
            }
            StepKind::Try | StepKind::Undo => top,
        };
    }
}

/// The watcher that stops a run once its tree holds more elements than a picture does.
#[derive(Default)]
struct Ceiling {
    elements: usize,
}

impl Ceiling {
    fn one_more(&mut self) {
        self.elements += 1;
    }
}

impl Observer for Ceiling {
    fn call(&mut self, _depth: usize) {
        self.one_more();
    }

    fn prune(&mut self, _row: usize, _col: usize, _reason: PruneReason) {
        self.one_more();
    }

    fn solution(&mut self, _queens: &[usize]) -> Flow {
        self.go_on()
    }

    fn go_on(&mut self) -> Flow {
        if self.elements > MAX_TREE_ELEMENTS {
            Flow::Break(())
        } else {
            Flow::Continue(())
        }
    }
}
