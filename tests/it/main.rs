//! The integration tests, one crate of modules so that the tool and its
//! library are linked into one test program: each module tests one command
//! or one part of the library through the built binary (`common::BINARY`)
//! and the public API. The tests that need tmux, Chromium, GNU parallel,
//! Slurm, a compiler or a Hangul font ask `common::tools` whether it is
//! installed, and skip where it is not, unless `CI=true`.

mod common;

mod catalog;
mod classroom;
mod cli;
mod cli_count;
mod cli_messages;
mod cli_stderr;
mod cli_stops;
mod cli_trace;
mod cli_watch;
mod cli_width;
mod code_shown;
mod examples;
mod exports;
mod fast;
mod guide;
mod halves;
mod handouts;
mod help;
mod judge;
mod korean;
mod korean_screens;
mod lesson_cli;
mod lessons;
mod modules;
mod one_solution;
mod page_layout;
mod pictures;
mod players;
mod predict_page;
mod programs;
mod progress;
mod shards;
mod signals;
mod slurm;
mod steps;
mod strategies;
mod trace;
mod tree;
mod watch;
